import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { PUBLIC_EXTENSION, ROLES_EXTENSION } from 'src/common/openapi/openapi.decorators';
import type { Role } from './user.entity';

export const IS_PUBLIC = 'auth:public';
export const ROLES_KEY = 'auth:roles';

/**
 * Opens a route to visitors without a session. Everything else needs one (deny by default). The
 * OpenAPI document learns it from the same decorator, so the two cannot disagree.
 */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_EXTENSION, true));

/** Restricts a route to these staff roles; like the guard, a method's roles replace its class's. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), ApiExtension(ROLES_EXTENSION, roles));
