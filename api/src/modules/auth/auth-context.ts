import { CSRF_HEADER as CSRF_HEADER_NAME } from 'src/contract/constants';
import type { Role } from './user.entity';

export { CSRF_COOKIE, SESSION_COOKIE } from 'src/contract/constants';
/** As Node reports it in `req.headers` (lower case). */
export const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase();

export interface AuthContext {
  sessionId: string;
  csrfToken: string;
  user: { id: string; email: string; name: string; role: Role };
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}
