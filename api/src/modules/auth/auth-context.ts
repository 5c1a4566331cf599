import type { Role } from './user.entity';

export { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from 'src/contract/constants';

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
