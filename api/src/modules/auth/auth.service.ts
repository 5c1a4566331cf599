import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { AuthAuditService } from './auth-audit.service';
import { LoginThrottleService } from './login-throttle.service';
import { burnVerifyTime, verifyPassword } from './password';
import type { ClientMeta } from './client-meta';
import { SessionService } from './session.service';
import { User } from './user.entity';

export interface LoginResult {
  token: string;
  csrfToken: string;
  user: { id: string; email: string; name: string; role: User['role'] };
}

/** Staff sign-in and sign-out. */
@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuthAuditService,
  ) {}

  async login(
    emailInput: string,
    password: string,
    meta: ClientMeta,
    previousToken?: string,
  ): Promise<LoginResult> {
    const email = emailInput.trim().toLowerCase();
    // Unknown emails go through the same throttle and the same hashing time as wrong passwords.
    const wait = await this.throttle.attempt(email, meta.ip);
    if (wait > 0) {
      await this.audit.record('login_throttled', email, null, meta);
      throw new AppException(
        HttpStatus.TOO_MANY_REQUESTS,
        wait < 60 ? 'auth.tooManyAttemptsSeconds' : 'auth.tooManyAttempts',
        wait < 60 ? { seconds: wait } : { minutes: Math.ceil(wait / 60) },
        { retryAfter: wait },
      );
    }

    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash'] });
    const ok = user?.active
      ? await verifyPassword(user.passwordHash, password)
      : (await burnVerifyTime(password), false);
    if (!user || !ok) {
      // The try was already booked as a failure by `attempt`.
      await this.audit.record('login_failure', email, user?.id ?? null, meta);
      throw new AppException(HttpStatus.UNAUTHORIZED, 'auth.invalidCredentials');
    }

    // Rotate: whatever session the browser had before is ended, so a planted id is worthless after sign-in.
    if (previousToken) await this.sessions.revokeByToken(previousToken);
    const { token, csrfToken } = await this.sessions.create(user, meta);
    await this.em.nativeUpdate(User, { id: user.id }, { lastLoginAt: new Date() });
    await this.throttle.succeeded(email, meta.ip);
    await this.audit.record('login_success', email, user.id, meta);
    return {
      token,
      csrfToken,
      user: { id: user.id, email: user.email, name: user.name, role: user.role },
    };
  }

  /** Lifts the sign-in throttle of an account (admin action), recorded in the audit log. */
  async unlock(user: Pick<User, 'id' | 'email'>, meta: ClientMeta): Promise<void> {
    await this.throttle.unlock(user.email);
    await this.audit.record('login_unlocked', user.email, user.id, meta);
  }

  async logout(
    token: string | undefined,
    auth: { sessionId: string; user: { id: string; email: string } } | undefined,
    meta: ClientMeta,
  ): Promise<void> {
    if (token) await this.sessions.revokeByToken(token);
    if (auth) await this.audit.record('logout', auth.user.email, auth.user.id, meta);
  }
}
