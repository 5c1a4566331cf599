import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import type { AuthContext } from './auth-context';
import { AuthAuditService } from './auth-audit.service';
import type { ClientMeta } from './client-meta';
import { LoginThrottleService } from './login-throttle.service';
import { hashPassword, verifyPassword } from './password';
import { Session } from './session.entity';
import { SessionService, type SessionView } from './session.service';
import { User } from './user.entity';

/** What a signed-in staff member does to their own account: password and sessions. */
@Injectable()
export class AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuthAuditService,
  ) {}

  /**
   * Changes the caller's password after checking the current one. Wrong current passwords count
   * against the same throttle as sign-ins (a stolen session cannot guess the password at leisure).
   * Every other session of the account ends; the caller's own stays.
   */
  async changePassword(
    auth: AuthContext,
    current: string,
    next: string,
    meta: ClientMeta,
  ): Promise<{ endedSessions: number }> {
    const { email, id } = auth.user;
    const wait = await this.throttle.attempt(email, meta.ip);
    if (wait > 0) {
      await this.audit.record('login_throttled', email, id, meta);
      throw new AppException(
        HttpStatus.TOO_MANY_REQUESTS,
        wait < 60 ? 'auth.tooManyAttemptsSeconds' : 'auth.tooManyAttempts',
        wait < 60 ? { seconds: wait } : { minutes: Math.ceil(wait / 60) },
        { retryAfter: wait },
      );
    }
    const user = await this.em.findOneOrFail(User, { id }, { populate: ['passwordHash'] });
    if (!(await verifyPassword(user.passwordHash, current))) {
      await this.audit.record('password_change_failed', email, id, meta);
      throw new FieldsException({ currentPassword: { key: 'security.currentPasswordWrong' } });
    }
    await this.throttle.succeeded(email, meta.ip);
    if (current === next)
      throw new FieldsException({ newPassword: { key: 'security.passwordUnchanged' } });

    user.passwordHash = await hashPassword(next);
    await this.em.flush();
    const endedSessions = await this.em.nativeUpdate(
      Session,
      { user: id, revokedAt: null, id: { $ne: auth.sessionId } },
      { revokedAt: new Date() },
    );
    await this.audit.record('password_changed', email, id, meta);
    return { endedSessions };
  }

  /** The caller's sessions that are still open, most recently used first. */
  async ownSessions(auth: AuthContext): Promise<SessionView[]> {
    const result = await this.sessions.list(
      { filter: JSON.stringify({ userId: auth.user.id, active: true }), range: '[0,99]' },
      auth.sessionId,
    );
    return result.items;
  }

  /** Ends one of the caller's own sessions; someone else's is "not found". */
  async revokeOwnSession(auth: AuthContext, id: string, meta: ClientMeta): Promise<SessionView> {
    const owned = await this.em.count(Session, { id, user: auth.user.id });
    if (!owned) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return this.sessions.revokeAsAdmin(id, auth.sessionId, meta);
  }
}
