import {
  CanActivate,
  ExecutionContext,
  HttpStatus,
  Injectable,
  mixin,
  type Type,
} from '@nestjs/common';
import type { Request } from 'express';
import { AppException } from 'src/common/http/app-exception';
import { safeEqual } from 'src/common/safe-equal';
import { Env } from 'src/config/env';

/** The settings that hold a machine client's shared secret. */
type ApiKeySetting = 'GATE_API_KEY' | 'METRICS_TOKEN';

export interface ApiKeyOptions {
  /** The Env setting with the secret. Unset, the route refuses every key (there is nothing to match). */
  setting: ApiKeySetting;
  /** Where the client sends it: a header of its own, or `Authorization: Bearer <key>`. */
  from: { header: string } | 'bearer';
  /** A signed-in staff member may use the route too (the global AuthGuard has resolved the session). */
  orStaffSession?: boolean;
}

function presented(req: Request, from: ApiKeyOptions['from']): string | undefined {
  if (from === 'bearer') {
    const header = req.headers.authorization;
    return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  }
  const value = req.headers[from.header.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Guards a route for a machine client holding a shared secret (the gate controller, a metrics
 * scraper). Use on a `@Public()` route: `@UseGuards(ApiKeyGuard({ setting, from }))`. A missing or
 * wrong key is a 401, compared in constant time.
 */
export function ApiKeyGuard(options: ApiKeyOptions): Type<CanActivate> {
  @Injectable()
  class Guard implements CanActivate {
    constructor(private readonly env: Env) {}

    canActivate(context: ExecutionContext): boolean {
      const req = context.switchToHttp().getRequest<Request>();
      if (options.orStaffSession && req.auth) return true;
      const expected = this.env[options.setting];
      const given = presented(req, options.from);
      if (!expected || given === undefined || !safeEqual(given, expected)) {
        throw new AppException(HttpStatus.UNAUTHORIZED, 'error.unauthorized');
      }
      return true;
    }
  }
  return mixin(Guard);
}
