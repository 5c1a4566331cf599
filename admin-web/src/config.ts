/** Where the server mounts this app; react-admin builds its links under it. */
export const ADMIN_BASENAME = '/admin';

/** The unlisted login address staff bookmark (SPEC §2.7); the server answers it with this app. */
export const STAFF_ENTRANCE = '/staff-entrance-1x9zq';
