// Apart from paths.ts, which vite.config.ts loads too: the build config cannot resolve @contract.
import { ADMIN_BASE_PATH, STAFF_ENTRANCE_PATH } from '@contract/constants';

/** Served by the admin app, never by this SPA; exempt from the language redirect. */
export const ADMIN_AREA_PATHS = [ADMIN_BASE_PATH, STAFF_ENTRANCE_PATH];
