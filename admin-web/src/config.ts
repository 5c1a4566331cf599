import { ADMIN_BASE_PATH, STAFF_ENTRANCE_PATH } from '@contract/constants';

/** Where the server mounts this app; react-admin builds its links under it. */
export const ADMIN_BASENAME = ADMIN_BASE_PATH;

/** The unlisted login address staff bookmark (docs/product.md §2.7); the server answers it with this app. */
export const STAFF_ENTRANCE = STAFF_ENTRANCE_PATH;
