import { EnsureRequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import type { CreateUserDto, UpdateUserDto } from './dto/user.dto';
import { hashPassword } from './password';
import { SessionService } from './session.service';
import { ROLES, User, type Role } from './user.entity';

export const USER_LIST: ListSpec = {
  resource: 'users',
  sortable: {
    id: 'id',
    email: 'email',
    name: 'name',
    role: 'role',
    active: 'active',
    createdAt: 'createdAt',
    lastLoginAt: 'lastLoginAt',
  },
  filters: {
    q: { kind: 'search', columns: ['email', 'name'] },
    role: { kind: 'enum', values: ROLES },
    active: { kind: 'eq', type: 'boolean' },
    email: { kind: 'eq', type: 'string' },
  },
  defaultSort: ['email', 'ASC'],
};

/** Staff accounts: the admin console's users resource and the `user:create` CLI. */
@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListResult<User>> {
    return findList(this.em, User, query, USER_LIST);
  }

  async get(id: string): Promise<User> {
    const user = await this.em.findOne(User, { id });
    if (!user) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    return user;
  }

  async create(dto: CreateUserDto): Promise<User> {
    const email = dto.email.trim().toLowerCase();
    if (await this.em.count(User, { email }))
      throw new AppException(HttpStatus.CONFLICT, 'users.emailTaken');
    const user = this.em.create(User, {
      email,
      name: dto.name?.trim() ?? '',
      role: dto.role,
      active: dto.active ?? true,
      passwordHash: await hashPassword(dto.password),
    });
    await this.em.persistAndFlush(user);
    return user;
  }

  async update(id: string, dto: UpdateUserDto): Promise<User> {
    // PartialType lets null through as "not given"; these columns need a value, so null is "required".
    const nulls = (['email', 'role', 'active'] as const).filter((field) => dto[field] === null);
    if (nulls.length)
      throw new FieldsException(
        Object.fromEntries(nulls.map((field) => [field, { key: 'validation.required' as const }])),
      );
    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id }, { lockMode: 4 /* pessimistic write */ });
      if (!user) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      const losesAdmin =
        user.role === 'admin' &&
        user.active &&
        ((dto.role && dto.role !== 'admin') || dto.active === false);
      if (losesAdmin) await this.assertAnotherAdmin(em, user.id);
      if (dto.email !== undefined) {
        const email = dto.email.trim().toLowerCase();
        if (email !== user.email && (await em.count(User, { email })))
          throw new AppException(HttpStatus.CONFLICT, 'users.emailTaken');
        user.email = email;
      }
      if (dto.name !== undefined) user.name = (dto.name ?? '').trim();
      if (dto.role !== undefined) user.role = dto.role;
      if (dto.active !== undefined) user.active = dto.active;
      const newPassword = dto.password !== undefined && dto.password !== '';
      if (newPassword) user.passwordHash = await hashPassword(dto.password!);
      await em.flush();
      // A new password or a disabled account ends every session the account had.
      if (newPassword || dto.active === false) await this.sessions.revokeAllForUser(user.id);
      return user;
    });
  }

  async remove(id: string, actorId: string): Promise<User> {
    if (id === actorId) throw new AppException(HttpStatus.CONFLICT, 'users.notSelf');
    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id }, { lockMode: 4 });
      if (!user) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
      if (user.role === 'admin' && user.active) await this.assertAnotherAdmin(em, user.id);
      em.remove(user);
      await em.flush();
      return user;
    });
  }

  @EnsureRequestContext()
  /** Creates the account or resets its password and role — the production way to get the first admin. */
  async upsert(
    email: string,
    password: string,
    role: Role,
    name?: string,
  ): Promise<{ user: User; created: boolean }> {
    const existing = await this.em.findOne(User, { email: email.trim().toLowerCase() });
    if (!existing)
      return { user: await this.create({ email, password, role, name }), created: true };
    return {
      user: await this.update(existing.id, { password, role, active: true, name }),
      created: false,
    };
  }

  private async assertAnotherAdmin(em: EntityManager, exceptId: string): Promise<void> {
    // Lock all active admins so two concurrent demotions cannot both see "another admin exists".
    const admins = await em.find(
      User,
      { role: 'admin', active: true, id: { $ne: exceptId } },
      { lockMode: 4 },
    );
    if (admins.length === 0) throw new AppException(HttpStatus.CONFLICT, 'users.lastAdmin');
  }
}
