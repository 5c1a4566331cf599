import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { SESSION_COOKIE } from 'src/modules/auth/auth-context';
import { AuthService, type LoginResult } from 'src/modules/auth/auth.service';
import { privatePassport } from './passport-run';

/**
 * Staff sign-in with email and password as passport's local strategy. It runs the whole sign-in
 * of AuthService (throttle, constant-time miss, audit, session rotation), so a wrong password
 * throws the same 401 or 429 as before; the verified result carries the new session's tokens.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  getPassportInstance() {
    return privatePassport();
  }

  async validate(req: Request, email: string, password: string): Promise<LoginResult> {
    const previous: unknown = req.cookies?.[SESSION_COOKIE];
    return this.auth.login(
      email,
      password,
      { ip: req.ip, userAgent: req.headers['user-agent'] },
      typeof previous === 'string' ? previous : undefined,
    );
  }
}
