import fc from 'fast-check';

/**
 * Requests generated from the app's OpenAPI document: every operation, its path parameters, query
 * and JSON body, filled with values that fit the schema most of the time and with hostile values
 * (NUL, unpaired surrogates, impossible dates, wrong types, null, prototype keys, deep nesting,
 * malformed percent-encodings) the rest. Written against the document's structure only, so routes,
 * parameters and DTOs the document gains are fuzzed without touching this file.
 */

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  example?: unknown;
  default?: unknown;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: string;
  /** `/api/admin/users/{id}` */
  template: string;
  pathParams: string[];
  query: Parameter[];
  headers: Parameter[];
  body?: Schema;
  /** 5xx statuses the document declares (e.g. 503 "weather unavailable"): part of the contract. */
  declared5xx: Set<number>;
  /** Field names of the answer's items, for list sort/filter guesses. */
  fields: string[];
  isList: boolean;
}

export type Who = 'anon' | 'admin' | 'staff';

export interface FuzzRequest {
  op: Operation;
  who: Who;
  csrf: 'ok' | 'none' | 'wrong';
  lang?: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: { type: string; text: string };
}

export interface Pools {
  /** Ids of rows that exist (never the fuzzing accounts' own). */
  ids: string[];
  /** The ids a list answered, by the list's path: `/api/admin/users/{id}` draws from `/api/admin/users`. */
  idsByList: Record<string, string[]>;
  tokens: string[];
  gateKey: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const answer = op.responses?.['200']?.content?.['application/json']?.schema;
      const itemSchema = answer?.type === 'array' ? answer.items : answer;
      const pathParams = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      ops.push({
        method: method.toUpperCase(),
        template,
        pathParams,
        query: params.filter((p) => p.in === 'query'),
        headers: params.filter((p) => p.in === 'header'),
        body: op.requestBody?.content?.['application/json']?.schema,
        declared5xx: new Set(
          Object.keys(op.responses ?? {})
            .map(Number)
            .filter((s) => s >= 500),
        ),
        fields: Object.keys(resolve(doc, itemSchema)?.properties ?? {}),
        // ra-data-simple-rest lists: an admin GET without parameters that answers an array (or,
        // where the document does not say what it answers, that has a `/{id}` beside it).
        isList:
          method === 'get' &&
          pathParams.length === 0 &&
          template.startsWith('/api/admin/') &&
          (answer?.type === 'array' ||
            (!answer &&
              Object.keys(doc.paths).some(
                (p) => /^\/\{\w+\}$/.test(p.slice(template.length)) && p.startsWith(template),
              ))),
      });
    }
  }
  return ops;
}

export function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++)
    s = doc.components?.schemas?.[s.$ref.split('/').pop() ?? ''];
  if (s?.allOf?.length) {
    const parts = s.allOf.map((p) => resolve(doc, p) ?? {});
    return {
      type: 'object',
      properties: Object.assign(
        {},
        ...parts.map((p) => p.properties ?? {}),
      ) as Schema['properties'],
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return (s?.oneOf?.[0] ?? s?.anyOf?.[0]) ? resolve(doc, s.oneOf?.[0] ?? s.anyOf?.[0]) : s;
}

/** Every named property any schema of the document has: fields to add where a schema is thin. */
export function propertyPool(doc: OpenApiDocument): Array<[string, Schema]> {
  const pool = new Map<string, Schema>();
  for (const schema of Object.values(doc.components?.schemas ?? {}))
    for (const [name, prop] of Object.entries(schema.properties ?? {}))
      if (!pool.has(name)) pool.set(name, prop);
  return [...pool];
}

/** An object with `key` as an own property, `__proto__` included (a literal would set the prototype). */
function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

const TODAY_MS = Date.UTC(2026, 10, 22);
const isoDay = (offset: number) =>
  new Date(TODAY_MS + offset * 86_400_000).toISOString().slice(0, 10);

export const HOSTILE_TEXTS = [
  'An\u0000na',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '',
  '   ',
  '\t\n',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '2026-02-30T10:00:00Z',
  '__proto__',
  'constructor',
  '%00',
  '%E0%A4%A',
  "'; drop table booking; --",
  '<script>alert(1)</script>',
  '{{company.name}}{{#each x}}',
  '\u202egnp.exe',
  '🏕️ Grüße',
  'x'.repeat(5_000),
];

const HOSTILE_VALUES: unknown[] = [
  null,
  -1,
  0,
  1.5,
  2_147_483_648,
  -2_147_483_649,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  [],
  {},
  [null],
  [[[]]],
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}') as unknown,
  { constructor: { prototype: { polluted: true } } },
];

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '$where',
  'a.b',
  '',
  'k\u0000',
];

const hostileValue = fc.constantFrom<unknown>(...HOSTILE_TEXTS, ...HOSTILE_VALUES);

/**
 * Text from a small alphabet with the characters that matter (umlauts, emoji, quotes, percent,
 * backslash, NUL, unpaired surrogates, bidi overrides): fast-check's full-unicode strings cost about
 * a millisecond each, which would halve the requests a run can send.
 */
const CHARS = [
  ...'abcxyzAZ019 -_.,;:/@+',
  ...'äöüßÄÉñ',
  '🏕️',
  '"',
  "'",
  '\\',
  '%',
  '<',
  '&',
  '{',
  '\n',
  '\t',
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\ufeff',
];
const text = (minLength: number, maxLength: number) =>
  fc.string({ minLength, maxLength, unit: fc.constantFrom(...CHARS) });

/** Well-formed text for a path or query: lone surrogates would make encodeURIComponent throw. */
const encode = (s: string) => encodeURIComponent(s.replace(/\p{Cs}/gu, '\ufffd'));

export class RequestArbitraries {
  private readonly pool: Array<[string, Schema]>;
  private readonly poolNames: string[];

  constructor(
    private readonly doc: OpenApiDocument,
    private readonly pools: Pools,
  ) {
    this.pool = propertyPool(doc);
    this.poolNames = this.pool.map(([n]) => n);
  }

  /** The ids of the list an operation's path continues, else every id. */
  idsFor(template: string): string[] {
    const list = Object.keys(this.pools.idsByList)
      .filter((prefix) => template.startsWith(`${prefix}/`))
      .sort((a, b) => b.length - a.length)[0];
    const ids = list ? this.pools.idsByList[list] : [];
    return ids.length ? ids : this.pools.ids;
  }

  private idLike(template = ''): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...this.idsFor(template)) },
      { weight: 2, arbitrary: fc.constantFrom(...this.pools.ids) },
      { weight: 2, arbitrary: fc.uuid() },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'abc',
          '0',
          'not-a-uuid',
          '00000000-0000-0000-0000-000000000000',
        ),
      },
    );
  }

  private date(): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: -30, max: 800 }).map(isoDay) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '2026-02-30',
          '2026-13-01',
          '2027-00-10',
          '27-01-01',
          '2027-1-1',
          '',
        ),
      },
    );
  }

  /**
   * A value of the schema's kind, named `name`: mostly plausible, sometimes hostile; `clean` values
   * only ever look like what a well-behaved client sends, so some requests get past validation and
   * into the services.
   */
  value(schema: Schema | undefined, name: string, depth = 0, clean = false): fc.Arbitrary<unknown> {
    if (clean) return this.plausible(schema, name, depth, true);
    return fc.oneof(
      { weight: 8, arbitrary: this.plausible(schema, name, depth, false) },
      { weight: 2, arbitrary: hostileValue },
    );
  }

  private plausible(
    schema: Schema | undefined,
    name: string,
    depth: number,
    clean: boolean,
  ): fc.Arbitrary<unknown> {
    const s = resolve(this.doc, schema) ?? {};
    if (s.enum?.length) return fc.constantFrom(...s.enum);
    const lower = name.toLowerCase();
    switch (s.type) {
      case 'integer':
      case 'number': {
        const min = s.minimum ?? (clean ? 0 : -5);
        const max = s.maximum ?? Math.max(min + (clean ? 5 : 50), clean ? 5 : 100);
        if (clean) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 1e6)) });
        return fc.oneof(
          fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 1e9)) }),
          fc.constantFrom(min, max, max + 1, min - 1),
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(this.value(s.items, `${name}.item`, depth + 1, clean), {
              maxLength: clean ? 2 : 4,
            });
      case 'object':
        return depth > 3 ? fc.constant({}) : this.object(s, depth + 1, clean);
    }
    if (s.properties) return depth > 3 ? fc.constant({}) : this.object(s, depth + 1, clean);
    if (clean) return this.cleanText(s, lower);
    // Strings: the schema's format, else what the name suggests.
    if (s.format === 'date' || /date|checkin|checkout|from$|until$/.test(lower)) return this.date();
    if (s.format === 'date-time' || /at$|time$/.test(lower))
      return fc.oneof(
        fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString()),
        fc.constantFrom('2026-02-30T10:00:00Z', '2026-11-22T25:61:00Z', 'tomorrow'),
      );
    if (s.format === 'uuid' || /ids?$/.test(name)) return this.idLike();
    if (s.format === 'email' || lower.includes('email'))
      return fc.oneof(
        fc
          .tuple(text(1, 12), fc.constantFrom('example.at', 'b.c', 'x'))
          .map(([u, d]) => `${u}@${d}`),
        fc.constantFrom('anna@example.at', 'no-at-sign', 'a@b', 'ANNA@EXAMPLE.AT '),
      );
    if (lower.includes('token')) return fc.constantFrom(...this.pools.tokens, 'x', '');
    if (lower === 'code' || lower === 'gate')
      return fc.oneof(fc.stringMatching(/^\d{4,8}$/), fc.string({ maxLength: 12 }));
    if (lower === 'country') return fc.constantFrom('AT', 'DE', 'at', 'XYZ');
    if (lower.includes('phone'))
      return fc.constantFrom('+43 664 1234567', '123', '+43 (0) 3687/22222');
    if (lower === 'lang' || lower === 'language') return fc.constantFrom('de', 'en', 'fr');
    return fc.oneof(
      ...(typeof s.example === 'string' ? [fc.constant(s.example)] : []),
      text(0, 40),
      fc.constantFrom('Anna', 'Huber', 'Schladming', 'B12'),
    );
  }

  /** Text a careful client would send for a field of this name. */
  private cleanText(s: Schema, lower: string): fc.Arbitrary<unknown> {
    if (s.format === 'date' || /date|checkin|checkout|from$|until$/.test(lower))
      return fc.integer({ min: 1, max: 400 }).map(isoDay);
    if (s.format === 'uuid' || /ids?$/.test(lower)) {
      // `pitchId` takes the ids of the pitches list, `categoryIds` those of the categories.
      const stem = lower.replace(/ids?$/, '').slice(0, -1);
      const list = Object.keys(this.pools.idsByList).find(
        (l) => stem && l.split('/').pop()!.startsWith(stem) && this.pools.idsByList[l].length,
      );
      return fc.constantFrom(...(list ? this.pools.idsByList[list] : this.pools.ids));
    }
    if (s.format === 'email' || lower.includes('email'))
      return fc.constantFrom('anna@example.at', 'josef.gruber@example.at');
    if (lower.includes('token')) return fc.constantFrom(...this.pools.tokens);
    if (lower === 'code') return fc.stringMatching(/^[A-Z][0-9]{1,2}$/);
    if (lower === 'country') return fc.constant('AT');
    if (lower.includes('phone')) return fc.constant('+43 664 1234567');
    if (lower.includes('time')) return fc.constantFrom('08:00', '14:30');
    if (typeof s.example === 'string') return fc.constant(s.example);
    return fc.constantFrom('Anna', 'Huber', 'Schladming', 'Hauptplatz 1', 'Grüße aus 8970');
  }

  private poolFieldArbitrary?: fc.Arbitrary<readonly [string, unknown]>;

  /** One field of any schema of the document, with a value for it (built once: the pool is large). */
  private poolField(): fc.Arbitrary<readonly [string, unknown]> {
    this.poolFieldArbitrary ??= fc.oneof(
      ...this.pool.map(([name, prop]) => this.value(prop, name, 3).map((v) => [name, v] as const)),
    );
    return this.poolFieldArbitrary;
  }

  /** An object after the schema: required fields mostly there, optional ones sometimes, extras rarely. */
  object(schema: Schema, depth = 0, clean = false): fc.Arbitrary<Record<string, unknown>> {
    const props = Object.entries(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    const thin = props.length === 0;
    const fields = props.map(([name, prop]) => {
      const present = this.value(prop, name, depth, clean).map((v) => [name, v] as const);
      if (clean && required.has(name)) return present;
      return fc.oneof(
        { weight: required.has(name) ? 9 : 5, arbitrary: present },
        { weight: required.has(name) ? 1 : 5, arbitrary: fc.constant(undefined) },
      );
    });
    if (clean)
      return fc.tuple(...fields).map((own) => {
        const out: Record<string, unknown> = {};
        for (const entry of own) if (entry) out[entry[0]] = entry[1];
        return out;
      });
    // A schema the document leaves empty still gets fields: any the document knows (near the top
    // only: the pool's own values are built from the same schemas).
    const extras =
      depth >= 3
        ? fc.constant([])
        : fc.array(
            fc.oneof(
              { weight: 3, arbitrary: this.poolField() },
              {
                weight: 1,
                arbitrary: fc
                  .tuple(fc.constantFrom(...HOSTILE_KEYS), hostileValue)
                  .map(([k, v]) => [k, v] as const),
              },
            ),
            { maxLength: thin ? 8 : 2 },
          );
    return fc
      .tuple(
        fc.tuple(...fields),
        fc.oneof(
          { weight: thin ? 1 : 6, arbitrary: fc.constant([]) },
          { weight: thin ? 6 : 1, arbitrary: extras },
        ),
      )
      .map(([own, more]) => {
        const out: Record<string, unknown> = {};
        for (const entry of [...own, ...more]) if (entry) withKey(out, entry[0], entry[1]);
        return out;
      });
  }

  private pathSegment(name: string, template: string): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 8, arbitrary: this.idLike(template).map(encode) },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          '%00',
          '%E0%A4%A',
          '%ZZ',
          '%',
          '%ED%A0%80',
          '%C0%AF',
          '%2e%2e',
          '..',
          '%2F',
          '__proto__',
          'constructor',
          '%F0%9F%8F%95',
          'a'.repeat(400),
          '-1',
          '1e999',
          `${name}%20or%201%3D1`,
        ),
      },
      {
        weight: 1,
        arbitrary: text(1, 30).map(encode),
      },
    );
  }

  private listParams(op: Operation): fc.Arbitrary<Array<[string, string]>> {
    const field = fc.constantFrom(
      ...op.fields,
      ...this.poolNames.slice(0, 40),
      'id',
      '__proto__',
      'constructor',
      'toString',
      'nope',
    );
    const sort = fc.oneof(
      fc
        .tuple(field, fc.constantFrom<unknown>('ASC', 'DESC', 'asc', 'up', 1, null))
        .map((t) => JSON.stringify(t)),
      fc.constantFrom('x', '[]', '["id"]', '{"__proto__":1}', '["id","ASC","x"]'),
    );
    const range = fc.oneof(
      fc
        .tuple(
          fc.constantFrom<unknown>(0, 5, -1, 1e20, 2_147_483_648, 0.5, '0', null),
          fc.constantFrom<unknown>(0, 24, 499, 500, 10_000, 1e20, -1),
        )
        .map((t) => JSON.stringify(t)),
      fc.constantFrom('x', '[]', '[1]', '{}'),
    );
    const filterValue = fc.oneof(
      this.value(undefined, 'q'),
      this.date(),
      fc.array(hostileValue, { maxLength: 3 }),
    );
    const filter = fc.oneof(
      fc
        .array(
          fc.tuple(
            fc.oneof(field, fc.constantFrom('q', 'id', 'checkInFrom', 'status', ...HOSTILE_KEYS)),
            filterValue,
          ),
          { maxLength: 3 },
        )
        .map((entries) =>
          JSON.stringify(
            entries.reduce((o, [k, v]) => withKey(o, k, v), {} as Record<string, unknown>),
          ),
        ),
      fc.constantFrom('x', '[]', 'null', '"x"', '{"q":"\\u0000"}', '{"q":"\\ud800"}'),
    );
    return fc.tuple(fc.option(sort), fc.option(range), fc.option(filter)).map(([s, r, f]) => {
      const out: Array<[string, string]> = [];
      if (s !== null) out.push(['sort', s]);
      if (r !== null) out.push(['range', r]);
      if (f !== null) out.push(['filter', f]);
      return out;
    });
  }

  private query(op: Operation): fc.Arbitrary<string> {
    // A list's sort and range come from `list` below; sending the documented ones too would repeat
    // the parameters (an array, a 400), and the careful request would never reach the service.
    const params = op.isList
      ? op.query.filter((p) => !['sort', 'range'].includes(p.name))
      : op.query;
    const documented = fc.tuple(
      ...params.map((p) =>
        fc.option(
          this.value(p.schema, p.name).map(
            (v) => [p.name, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string],
          ),
        ),
      ),
    );
    const extra = fc.array(
      fc.tuple(
        fc.constantFrom(
          'lang',
          'token',
          'q',
          'page',
          'checkIn',
          'checkOut',
          'adults',
          'categoryId',
          ...this.poolNames.slice(0, 20),
        ),
        fc.constantFrom(...HOSTILE_TEXTS, '1', 'de'),
      ),
      { maxLength: 2 },
    );
    const raw = fc.constantFrom(
      '',
      '',
      '',
      '',
      'x=%E0%A4%A',
      'x=%',
      'x=%00',
      '%ZZ=1',
      'a[b][c]=1',
      '__proto__[x]=1',
      'lang=en&lang=de',
    );
    return fc
      .tuple(documented, op.isList ? this.listParams(op) : fc.constant([]), extra, raw)
      .map(([doc, list, more, tail]) => {
        const pairs = [...doc.filter((p): p is [string, string] => p !== null), ...list, ...more];
        const text = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`);
        if (tail) text.push(tail);
        return text.join('&');
      });
  }

  private body(op: Operation): fc.Arbitrary<FuzzRequest['body']> {
    const json = (v: unknown) => ({ type: 'application/json', text: JSON.stringify(v) });
    const schema = resolve(this.doc, op.body) ?? { type: 'object' };
    return fc.oneof(
      { weight: 12, arbitrary: this.object(schema).map(json) },
      { weight: 6, arbitrary: this.object(schema, 0, true).map(json) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(33, 100, 5_000, 200_000)
          .chain((n) =>
            fc.constantFrom(
              { type: 'application/json', text: `${'['.repeat(n)}${']'.repeat(n)}` },
              { type: 'application/json', text: `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` },
              { type: 'application/json', text: `{"extras":${'['.repeat(n)}${']'.repeat(n)}}` },
            ),
          ),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            '{',
            '{"a":}',
            'nul',
            '\u0000',
            '[]',
            '"x"',
            '1',
            'null',
            '[{}]',
            '{"__proto__":{"isAdmin":true}}',
            '{"constructor":{"prototype":{"x":1}}}',
          )
          .map((text) => ({ type: 'application/json', text })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          { type: 'text/plain', text: 'hello' },
          {
            type: 'application/x-www-form-urlencoded',
            text: `email${'[a]'.repeat(50)}=1&__proto__[x]=1&name=%00`,
          },
          { type: 'application/x-www-form-urlencoded', text: 'a=%E0%A4%A&b=%' },
          { type: 'application/json; charset=latin1', text: '{}' },
          { type: 'application/xml', text: '<a/>' },
        ),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }

  private readonly cache = new Map<Operation, fc.Arbitrary<FuzzRequest>>();

  request(op: Operation): fc.Arbitrary<FuzzRequest> {
    let arbitrary = this.cache.get(op);
    if (!arbitrary) this.cache.set(op, (arbitrary = this.build(op)));
    return arbitrary;
  }

  /** Most requests are noisy; some are what a careful client sends, so the services get reached too. */
  private build(op: Operation): fc.Arbitrary<FuzzRequest> {
    return fc.oneof(
      { weight: 7, arbitrary: this.noisy(op) },
      { weight: 3, arbitrary: this.careful(op) },
    );
  }

  private careful(op: Operation): fc.Arbitrary<FuzzRequest> {
    const isAdmin = op.template.startsWith('/api/admin/');
    const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
    const ids = this.idsFor(op.template);
    const schema = resolve(this.doc, op.body) ?? { type: 'object' };
    // A list's sort and range come from `list` below; sending the documented ones too would repeat
    // the parameters (an array, a 400), and the careful request would never reach the service.
    const params = op.isList
      ? op.query.filter((p) => !['sort', 'range'].includes(p.name))
      : op.query;
    const documented = fc.tuple(
      ...params.map((p) =>
        fc.option(this.value(p.schema, p.name, 0, true).map((v) => [p.name, String(v)] as const)),
      ),
    );
    const list = op.isList
      ? fc
          .tuple(
            fc.constantFrom(...op.fields.slice(0, 6), 'id'),
            fc.constantFrom('ASC', 'DESC'),
            fc.integer({ min: 0, max: 20 }),
          )
          .map(([field, dir, start]) => [
            ['sort', JSON.stringify([field, dir])] as const,
            ['range', JSON.stringify([start, start + 9])] as const,
          ])
      : fc.constant([]);
    return fc
      .record({
        who: fc.constantFrom<Who>(
          ...(isAdmin ? (['admin', 'staff'] as const) : (['anon'] as const)),
        ),
        lang: fc.constantFrom('de', 'en'),
        segments: fc.tuple(...op.pathParams.map(() => fc.constantFrom(...ids))),
        documented,
        list,
        body: hasBody
          ? this.object(schema, 0, true).map((v) => ({
              type: 'application/json',
              text: JSON.stringify(v),
            }))
          : fc.constant(undefined),
      })
      .map(({ who, lang, segments, documented: doc, list: listParams, body }) => {
        let i = 0;
        const pairs = [...doc.filter((p) => p !== null), ...listParams];
        return {
          op,
          who,
          csrf: 'ok' as const,
          lang,
          path: op.template.replace(/\{\w+\}/g, () => encodeURIComponent(segments[i++])),
          query: pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'),
          headers: Object.fromEntries(op.headers.map((h) => [h.name, this.pools.gateKey])),
          body,
        };
      });
  }

  private noisy(op: Operation): fc.Arbitrary<FuzzRequest> {
    const segments = fc.tuple(...op.pathParams.map((p) => this.pathSegment(p, op.template)));
    const isAdmin = op.template.startsWith('/api/admin/');
    const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
    return fc
      .record({
        who: fc.constantFrom<Who>(
          ...(isAdmin
            ? (['admin', 'admin', 'staff', 'anon'] as const)
            : (['anon', 'admin', 'staff'] as const)),
        ),
        csrf: fc.constantFrom<FuzzRequest['csrf']>(
          'ok',
          'ok',
          'ok',
          'ok',
          'ok',
          'ok',
          'none',
          'wrong',
        ),
        lang: fc.constantFrom(undefined, 'de', 'en', 'en-US,en;q=0.9', 'fr', '*', ';;q=x,,'),
        segments,
        query: this.query(op),
        body: hasBody ? this.body(op) : fc.constant(undefined),
        headers: fc.tuple(
          ...op.headers.map((h) =>
            fc.option(
              /key/i.test(h.name)
                ? fc.constantFrom(this.pools.gateKey, this.pools.gateKey, 'wrong', '')
                : fc.constantFrom('x', '', 'ü'.normalize('NFD').replace(/\p{M}/gu, '')),
            ),
          ),
        ),
      })
      .map(({ who, csrf, lang, segments: values, query, body, headers }) => {
        let i = 0;
        const path = op.template.replace(/\{\w+\}/g, () => values[i++]);
        const hdrs: Record<string, string> = {};
        op.headers.forEach((h, k) => {
          const v = headers[k];
          if (v !== null) hdrs[h.name] = v;
        });
        return { op, who, csrf, lang, path, query, headers: hdrs, body };
      });
  }
}
