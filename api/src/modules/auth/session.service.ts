import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { Env } from 'src/config/env';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { runPrepared } from 'src/database/raw-sql';
import { SESSION_BY_TOKEN, type SessionRow } from './auth.queries';
import { AuthAuditService } from './auth-audit.service';
import type { ClientMeta } from './client-meta';
import type { AuthContext } from './auth-context';
import { Session } from './session.entity';
import { User } from './user.entity';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const TOUCH_EVERY_MS = 60_000;

export const SESSION_LIST: ListSpec = {
  resource: 'sessions',
  sortable: { id: 'id', createdAt: 'createdAt', lastSeenAt: 'lastSeenAt', expiresAt: 'expiresAt' },
  filters: {
    userId: { kind: 'eq', type: 'uuid', column: 'user' },
    // "active" is derived: not revoked and not past its absolute end.
    active: {
      kind: 'custom',
      type: 'boolean',
      build: (active: boolean) =>
        active
          ? { revokedAt: null, expiresAt: { $gt: new Date() } }
          : { $or: [{ revokedAt: { $ne: null } }, { expiresAt: { $lte: new Date() } }] },
    },
  },
  defaultSort: ['lastSeenAt', 'DESC'],
};

export interface SessionView {
  id: string;
  userId: string;
  email: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

const toView = (s: Session, currentId?: string): SessionView => ({
  id: s.id,
  userId: s.user.id,
  email: s.user.email,
  createdAt: s.createdAt,
  lastSeenAt: s.lastSeenAt,
  expiresAt: s.expiresAt,
  revokedAt: s.revokedAt ?? null,
  ip: s.ip ?? null,
  userAgent: s.userAgent ?? null,
  current: s.id === currentId,
});

/** Server-side sessions: creation, lookup with idle and absolute timeouts, revocation. */
@Injectable()
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly audit: AuthAuditService,
  ) {}

  async create(
    user: User,
    meta: ClientMeta,
  ): Promise<{ token: string; csrfToken: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(32).toString('base64url');
    const now = new Date();
    const session = this.em.create(Session, {
      tokenHash: sha256(token),
      csrfToken,
      user,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.env.SESSION_ABSOLUTE_HOURS * 3600_000),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await this.em.persistAndFlush(session);
    return { token, csrfToken, session };
  }

  /**
   * The session behind a cookie token, or null when unknown, revoked, idle too long, expired or its
   * user is disabled. Asked on every staff request: one named statement, no entities.
   */
  async resolve(token: string): Promise<AuthContext | null> {
    if (!token || token.length > 100) return null;
    const [session] = await runPrepared<SessionRow>(this.em, SESSION_BY_TOKEN, [sha256(token)]);
    if (!session) return null;
    const now = Date.now();
    const lastSeen = new Date(session.last_seen_at).getTime();
    const idleEnd = lastSeen + this.env.SESSION_IDLE_MINUTES * 60_000;
    if (now >= new Date(session.expires_at).getTime() || now >= idleEnd || !session.active)
      return null;
    if (now - lastSeen > TOUCH_EVERY_MS) {
      await this.em.fork().nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
    }
    return {
      sessionId: session.id,
      csrfToken: session.csrf_token,
      user: { id: session.user_id, email: session.email, name: session.name, role: session.role },
    };
  }

  async revoke(sessionId: string): Promise<boolean> {
    const n = await this.em.nativeUpdate(
      Session,
      { id: sessionId, revokedAt: null },
      { revokedAt: new Date() },
    );
    return n > 0;
  }

  async revokeByToken(token: string): Promise<void> {
    await this.em.nativeUpdate(
      Session,
      { tokenHash: sha256(token), revokedAt: null },
      { revokedAt: new Date() },
    );
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.em.nativeUpdate(
      Session,
      { user: userId, revokedAt: null },
      { revokedAt: new Date() },
    );
  }

  async list(query: Record<string, unknown>, currentId?: string): Promise<ListResult<SessionView>> {
    const result = await findList(this.em, Session, query, SESSION_LIST, { populate: ['user'] });
    return { ...result, items: result.items.map((s) => toView(s, currentId)) };
  }

  async revokeAsAdmin(id: string, currentId: string, meta: ClientMeta): Promise<SessionView> {
    const session = await this.em.findOne(Session, { id }, { populate: ['user'] });
    if (!session) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    if (await this.revoke(id))
      await this.audit.record('session_revoked', session.user.email, session.user.id, meta);
    await this.em.refresh(session);
    return toView(session, currentId);
  }

  /** Drops sessions that ended more than a week ago; the audit log keeps the history. */
  async purgeEnded(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - 7 * 24 * 3600_000);
    return this.em.nativeDelete(Session, {
      $or: [
        { expiresAt: { $lt: cutoff } },
        { revokedAt: { $lt: cutoff } },
        { lastSeenAt: { $lt: cutoff } },
      ],
    });
  }
}
