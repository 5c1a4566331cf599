import type { Role } from './user.entity';

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

export const SESSION_COOKIE = 'sid';
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';
