import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { SESSION_COOKIE, type AuthContext } from 'src/modules/auth/auth-context';
import { SessionService } from 'src/modules/auth/session.service';
import { privatePassport } from './passport-run';

/**
 * The server-side session as a passport strategy: the `sid` cookie's token is looked up in the
 * sessions table (idle and absolute timeouts, revocation, disabled accounts). No cookie or a dead
 * session is a plain failure; whether that matters is the guard's decision (public routes).
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  getPassportInstance() {
    return privatePassport();
  }

  async validate(req: Request): Promise<AuthContext | false> {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string') return false;
    return (await this.sessions.resolve(token)) ?? false;
  }
}
