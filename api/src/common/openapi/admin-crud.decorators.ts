import { applyDecorators, Controller, Delete, Get, Post, Put, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ListSpec } from 'src/common/list/list-query';
import { Roles } from 'src/modules/auth/auth.decorators';
import { ApiErrors, ApiList } from './openapi.decorators';

/** What the console calls each operation of a resource (the OpenAPI summaries). */
export interface AdminCrudSummaries {
  list: string;
  get: string;
  create: string;
  update: string;
  remove: string;
}

/**
 * The routes and OpenAPI description of one admin resource as react-admin's simple-rest provider
 * calls it (list with Content-Range, get, create, update, delete): staff read, only administrators
 * write. Composed decorators rather than a generic base controller, because the body DTOs must stay
 * the handlers' own parameter types — Nest validates a body by its declared class — and the
 * OpenAPI document is built from the same metadata either way. Use `AdminResource` on the class and
 * one `crud.<Operation>()` per handler; the handler bodies stay in each controller.
 */
export const AdminResource = (tag: string, path: string) =>
  applyDecorators(ApiTags(tag), Roles('admin', 'staff'), Controller(path));

export const adminCrud = (type: Type<unknown>, spec: ListSpec, summary: AdminCrudSummaries) => ({
  List: () => applyDecorators(Get(), ApiOperation({ summary: summary.list }), ApiList(type, spec)),
  Get: () =>
    applyDecorators(
      Get(':id'),
      ApiOperation({ summary: summary.get }),
      ApiOkResponse({ type }),
      ApiErrors(400, 404),
    ),
  Create: () =>
    applyDecorators(
      Roles('admin'),
      Post(),
      ApiOperation({ summary: summary.create }),
      ApiCreatedResponse({ type }),
      ApiErrors(400, 409),
    ),
  Update: () =>
    applyDecorators(
      Roles('admin'),
      Put(':id'),
      ApiOperation({ summary: summary.update }),
      ApiOkResponse({ type }),
      ApiErrors(400, 404, 409),
    ),
  Remove: () =>
    applyDecorators(
      Roles('admin'),
      Delete(':id'),
      ApiOperation({ summary: summary.remove }),
      ApiOkResponse({ type }),
      ApiErrors(400, 404, 409),
    ),
});
