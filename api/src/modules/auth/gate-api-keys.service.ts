import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { AuthAuditService } from './auth-audit.service';
import type { ClientMeta } from './client-meta';
import { GateApiKey } from './gate-api-key.entity';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const KEY_PREFIX = 'gk_';
/** lastUsedAt is written at most this often per key, so a busy gate does not write on every car. */
const TOUCH_EVERY_MS = 60_000;

export const GATE_API_KEY_LIST: ListSpec = {
  resource: 'api-keys',
  sortable: { id: 'id', name: 'name', createdAt: 'createdAt', lastUsedAt: 'lastUsedAt' },
  filters: {
    q: { kind: 'search', columns: ['name', 'prefix'] },
    active: {
      kind: 'custom',
      type: 'boolean',
      build: (active: boolean) => (active ? { revokedAt: null } : { revokedAt: { $ne: null } }),
    },
  },
  defaultSort: ['createdAt', 'DESC'],
};

export interface GateApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  createdBy: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const toView = (k: GateApiKey): GateApiKeyView => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt,
  createdBy: k.createdBy ?? null,
  lastUsedAt: k.lastUsedAt ?? null,
  revokedAt: k.revokedAt ?? null,
});

/** API keys of the gate controller: created by administrators, stored hashed, revocable. */
@Injectable()
export class GateApiKeysService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuthAuditService,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListResult<GateApiKeyView>> {
    const result = await findList(this.em, GateApiKey, query, GATE_API_KEY_LIST);
    return { ...result, items: result.items.map(toView) };
  }

  async create(
    name: string,
    actor: { id: string; email: string },
    meta: ClientMeta,
  ): Promise<GateApiKeyView & { key: string }> {
    const key = KEY_PREFIX + randomBytes(32).toString('base64url');
    const record = this.em.create(GateApiKey, {
      name: name.trim(),
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      keyHash: sha256(key),
      createdBy: actor.email,
    });
    await this.em.persistAndFlush(record);
    await this.audit.record('api_key_created', actor.email, actor.id, meta);
    return { ...toView(record), key };
  }

  async revoke(
    id: string,
    actor: { id: string; email: string },
    meta: ClientMeta,
  ): Promise<GateApiKeyView> {
    const record = await this.em.findOne(GateApiKey, { id });
    if (!record) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    if (!record.revokedAt) {
      record.revokedAt = new Date();
      await this.em.flush();
      await this.audit.record('api_key_revoked', actor.email, actor.id, meta);
    }
    return toView(record);
  }

  /** True when the key is a stored, unrevoked gate key; notes when it was last used. */
  async verify(key: string): Promise<boolean> {
    if (!key.startsWith(KEY_PREFIX) || key.length > 100) return false;
    const em = this.em.fork();
    const record = await em.findOne(GateApiKey, { keyHash: sha256(key), revokedAt: null });
    if (!record) return false;
    const now = Date.now();
    if (!record.lastUsedAt || now - record.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await em.nativeUpdate(GateApiKey, { id: record.id }, { lastUsedAt: new Date(now) });
    }
    return true;
  }
}
