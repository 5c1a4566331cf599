import { SetMetadata } from '@nestjs/common';
import type { Role } from './user.entity';

export const IS_PUBLIC = 'auth:public';
export const ROLES_KEY = 'auth:roles';

/** Opens a route to visitors without a session. Everything else needs one (deny by default). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route to these staff roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
