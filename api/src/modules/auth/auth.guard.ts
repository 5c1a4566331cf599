import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { AppException } from 'src/common/http/app-exception';
import { safeEqual } from 'src/common/safe-equal';
import { CSRF_HEADER, type AuthContext } from './auth-context';
import { IS_PUBLIC, ROLES_KEY } from './auth.decorators';
import { runStrategy } from './strategies/passport-run';
import { SessionStrategy } from './strategies/session.strategy';
import type { Role } from './user.entity';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Throws 403 unless the request echoes the session's CSRF token in `X-CSRF-Token`. */
export function assertCsrf(req: Request, auth: AuthContext): void {
  const header = req.headers[CSRF_HEADER];
  if (typeof header !== 'string' || !safeEqual(header, auth.csrfToken)) {
    throw new AppException(HttpStatus.FORBIDDEN, 'error.csrf');
  }
}

/**
 * Global guard: deny by default. Resolves the session cookie through passport's session strategy,
 * demands a session unless the route is @Public(), checks the CSRF token on session-authenticated
 * writes, then the route's roles.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessionStrategy: SessionStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;

    const res = context.switchToHttp().getResponse<Response>();
    const auth = await runStrategy<AuthContext>(this.sessionStrategy, req, res);
    if (auth) req.auth = auth;

    // Public routes never act with the session's authority, so they need neither a session nor a CSRF token.
    if (isPublic) return true;
    if (!auth) throw new AppException(HttpStatus.UNAUTHORIZED, 'error.unauthorized');

    if (!SAFE_METHODS.has(req.method)) assertCsrf(req, auth);

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(auth.user.role)) {
      throw new AppException(HttpStatus.FORBIDDEN, 'auth.adminOnly');
    }
    return true;
  }
}
