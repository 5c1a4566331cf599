import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/core';
import { HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import { AppException } from 'src/common/http/app-exception';
import { isBadText } from 'src/common/http/input-rules';
import { isCalendarDate } from 'src/common/validation/validators';

/**
 * ra-data-simple-rest list parameters (`sort=["field","ASC"]`, `range=[0,24]`,
 * `filter={"field":value}`) parsed against a per-resource allow-list, so no client can sort or
 * filter on a column the resource does not expose.
 */
export type FilterDef =
  | { kind: 'eq'; type: 'string' | 'uuid' | 'boolean' | 'int' | 'date'; column?: string }
  | { kind: 'enum'; values: readonly string[]; column?: string }
  | { kind: 'search'; columns: readonly string[] }
  | { kind: 'gte' | 'lte'; type: 'date' | 'int'; column: string }
  /** A derived filter: the value (coerced to `type`) becomes whatever condition `build` returns. */
  | {
      kind: 'custom';
      type: 'boolean' | 'string' | 'date';
      build: (value: never) => Record<string, unknown>;
    };

export interface ListSpec {
  resource: string;
  /** API field name → entity property used for ordering. */
  sortable: Record<string, string>;
  filters: Record<string, FilterDef>;
  defaultSort: [string, 'ASC' | 'DESC'];
  maxPage?: number;
}

export interface ListQuery {
  offset: number;
  limit: number;
  orderBy: Record<string, 'ASC' | 'DESC'>;
  where: Record<string, unknown>;
}

export interface ListResult<T> {
  items: T[];
  total: number;
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

const MAX_INT = 2_147_483_647;

/** Only the resource's own entries count: `__proto__`, `constructor` or `toString` are no field. */
const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

function bad(param: string, reason: string): never {
  throw new AppException(HttpStatus.BAD_REQUEST, 'list.badParam', { param, reason });
}

function parseJson(param: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') bad(param, 'expected a JSON string');
  try {
    return JSON.parse(raw);
  } catch {
    return bad(param, 'not valid JSON');
  }
}

function coerce(param: string, def: FilterDef, value: unknown): unknown {
  const one = (v: unknown): unknown => {
    if (def.kind === 'enum') {
      if (typeof v !== 'string' || !def.values.includes(v))
        bad(param, `expected one of ${def.values.join(', ')}`);
      return v;
    }
    if (def.kind === 'search') {
      if (typeof v !== 'string') bad(param, 'expected text');
      if (isBadText(v)) bad(param, 'text with characters that are not allowed');
      return v;
    }
    switch (def.type) {
      case 'string':
        if (typeof v !== 'string') bad(param, 'expected text');
        if (isBadText(v)) bad(param, 'text with characters that are not allowed');
        return v;
      case 'uuid':
        if (typeof v !== 'string' || !UUID.test(v)) bad(param, 'expected a UUID');
        return v;
      case 'boolean':
        if (typeof v === 'boolean') return v;
        if (v === 'true' || v === 'false') return v === 'true';
        return bad(param, 'expected true or false');
      case 'int': {
        const n = typeof v === 'string' ? Number(v) : v;
        // PostgreSQL's integer columns end at 2^31-1; a larger number is no value any row has.
        if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > MAX_INT)
          bad(param, 'expected an integer');
        return n;
      }
      case 'date':
        // Date.parse takes 2026-02-30 for March 2nd; PostgreSQL refuses it, so the day must exist.
        if (
          typeof v !== 'string' ||
          !DATE.test(v) ||
          !isCalendarDate(v.slice(0, 10)) ||
          Number.isNaN(Date.parse(v))
        )
          bad(param, 'expected a date (YYYY-MM-DD)');
        return v;
    }
  };
  if (Array.isArray(value)) {
    if (def.kind !== 'eq' && def.kind !== 'enum') bad(param, 'a list is not allowed here');
    if (value.length > 1000) bad(param, 'too many values');
    return value.map(one);
  }
  return one(value);
}

/** `%`, `_` and `\` as themselves in an ILIKE pattern. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function parseListQuery(query: Record<string, unknown>, spec: ListSpec): ListQuery {
  const maxPage = spec.maxPage ?? 500;

  const sortRaw = parseJson('sort', query.sort) ?? spec.defaultSort;
  if (!Array.isArray(sortRaw) || sortRaw.length !== 2 || typeof sortRaw[0] !== 'string')
    bad('sort', 'expected ["field","ASC"|"DESC"]');
  const [sortField, sortDirRaw] = sortRaw as [string, unknown];
  const sortDir = String(sortDirRaw).toUpperCase();
  if (sortDir !== 'ASC' && sortDir !== 'DESC') bad('sort', 'direction must be ASC or DESC');
  const sortColumn = own(spec.sortable, sortField);
  if (!sortColumn)
    throw new AppException(HttpStatus.BAD_REQUEST, 'list.unknownSort', { field: sortField });
  const orderBy: Record<string, 'ASC' | 'DESC'> = { [sortColumn]: sortDir };
  // A stable tie-breaker keeps pages from overlapping when many rows share the sort value.
  if (sortColumn !== 'id') orderBy.id = 'ASC';

  const rangeRaw = parseJson('range', query.range) ?? [0, 24];
  if (
    !Array.isArray(rangeRaw) ||
    rangeRaw.length !== 2 ||
    !rangeRaw.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_INT) ||
    rangeRaw[1] < rangeRaw[0]
  ) {
    bad('range', 'expected [start,end] with 0 <= start <= end');
  }
  const [start, end] = rangeRaw as [number, number];
  const limit = end - start + 1;
  if (limit > maxPage) bad('range', `at most ${maxPage} rows per page`);

  const filterRaw = parseJson('filter', query.filter) ?? {};
  if (typeof filterRaw !== 'object' || filterRaw === null || Array.isArray(filterRaw))
    bad('filter', 'expected a JSON object');
  const where: Record<string, unknown> = {};
  const and: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(filterRaw as Record<string, unknown>)) {
    const def: FilterDef | undefined =
      key === 'id' ? { kind: 'eq', type: 'uuid' } : own(spec.filters, key);
    if (!def) throw new AppException(HttpStatus.BAD_REQUEST, 'list.unknownFilter', { field: key });
    if (value === undefined || value === null || value === '') continue;
    const v = coerce(`filter.${key}`, def, value);
    if (def.kind === 'search') {
      const text = `%${escapeLike(String(v).trim())}%`;
      and.push({ $or: def.columns.map((c) => ({ [c]: { $ilike: text } })) });
    } else if (def.kind === 'custom') {
      and.push(def.build(v as never));
    } else if (def.kind === 'gte' || def.kind === 'lte') {
      and.push({ [def.column]: { [`$${def.kind}`]: v } });
    } else {
      const column = def.column ?? key;
      and.push({ [column]: Array.isArray(v) ? { $in: v } : v });
    }
  }
  if (and.length === 1) Object.assign(where, and[0]);
  else if (and.length > 1) where.$and = and;

  return { offset: start, limit, orderBy, where };
}

/** Sends a list the way ra-data-simple-rest reads it: a JSON array plus `Content-Range`. */
export function sendList<T>(res: Response, resource: string, result: ListResult<T>): T[] {
  const { items, total, offset } = result;
  const range = items.length > 0 ? `${offset}-${offset + items.length - 1}` : '*';
  res.setHeader('Content-Range', `${resource} ${range}/${total}`);
  return items;
}

/** Runs a ra-data-simple-rest list against an entity: allow-listed filters, sort and page, plus the total. */
export async function findList<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  query: Record<string, unknown>,
  spec: ListSpec,
  options: { populate?: readonly string[] } = {},
): Promise<ListResult<T>> {
  const q = parseListQuery(query, spec);
  const [items, total] = await em.findAndCount(entity, q.where as FilterQuery<T>, {
    orderBy: q.orderBy as never,
    limit: q.limit,
    offset: q.offset,
    populate: options.populate as never,
  });
  return { items, total, offset: q.offset };
}
