import {
  CanActivate,
  ExecutionContext,
  HttpStatus,
  Injectable,
  mixin,
  type Type,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request } from 'express';
import { AppException } from 'src/common/http/app-exception';
import { safeEqual } from 'src/common/safe-equal';
import { Env } from 'src/config/env';
import { GateApiKeysService } from './gate-api-keys.service';

/** The settings that hold a machine client's shared secret. */
type ApiKeySetting = 'GATE_API_KEY' | 'METRICS_TOKEN';

export interface ApiKeyOptions {
  /** The Env setting with the secret. Unset, the route refuses every key (there is nothing to match). */
  setting: ApiKeySetting;
  /** Where the client sends it: a header of its own, or `Authorization: Bearer <key>`. */
  from: { header: string } | 'bearer';
  /** A signed-in staff member may use the route too (the global AuthGuard has resolved the session). */
  orStaffSession?: boolean;
  /** Gate API keys created in the console (/admin/security, stored hashed) are accepted too. */
  orGateApiKey?: boolean;
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
 * wrong key is a 401; the Env secret is compared in constant time, stored gate keys by their hash.
 */
export function ApiKeyGuard(options: ApiKeyOptions): Type<CanActivate> {
  @Injectable()
  class Guard implements CanActivate {
    constructor(
      private readonly env: Env,
      private readonly moduleRef: ModuleRef,
    ) {}

    async canActivate(context: ExecutionContext): Promise<boolean> {
      const req = context.switchToHttp().getRequest<Request>();
      if (options.orStaffSession && req.auth) return true;
      const expected = this.env[options.setting];
      const given = presented(req, options.from);
      if (given !== undefined && expected && safeEqual(given, expected)) return true;
      if (given !== undefined && options.orGateApiKey) {
        // Resolved at request time: the guard is instantiated in the module of the route using it.
        const keys = this.moduleRef.get(GateApiKeysService, { strict: false });
        if (await keys.verify(given)) return true;
      }
      throw new AppException(HttpStatus.UNAUTHORIZED, 'error.unauthorized');
    }
  }
  return mixin(Guard);
}
