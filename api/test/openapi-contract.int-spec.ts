import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import {
  DOCUMENT_FILE,
  documentText,
  ENUMS_FILE,
  REGENERATE_COMMAND,
  TYPES_FILE,
} from 'src/cli/contract-files';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';

interface Operation {
  security?: Record<string, string[]>[];
  summary?: string;
  responses: Record<string, unknown>;
  'x-roles'?: string[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
  );

/**
 * openapi-typescript loads ES modules, which Jest's module system cannot; the generator runs in a
 * plain Node process instead, through the same function `npm run contract` uses.
 */
function generated(fn: 'typesText' | 'enumsText', documentFile: string): string {
  const api = join(__dirname, '..');
  const script = `require('./src/cli/contract-files.ts').${fn}(require('node:fs').readFileSync(process.argv[1], 'utf8')).then((t) => process.stdout.write(t))`;
  return execFileSync(
    process.execPath,
    ['-r', './test/helpers/swc-register.cjs', '-e', script, documentFile],
    { cwd: api, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
}

/** Fails with the first differing line and the command that brings the committed file up to date. */
function expectSameFile(file: string, expected: string): void {
  const committed = readFileSync(file, 'utf8');
  if (committed === expected) return;
  const a = committed.split('\n');
  const b = expected.split('\n');
  const line = a.findIndex((l, i) => l !== b[i]);
  const at = line === -1 ? Math.min(a.length, b.length) : line;
  throw new Error(
    `${file} is out of date: run \`${REGENERATE_COMMAND}\` and commit the result.\n` +
      `First difference at line ${at + 1}:\n  committed: ${a[at] ?? '(end of file)'}\n  expected:  ${b[at] ?? '(end of file)'}`,
  );
}

describe('the OpenAPI contract', () => {
  let t: TestApp;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInAs(t, 'staff');
  });
  afterAll(() => t.close());

  it('the committed openapi.json is the document the running app serves to staff', async () => {
    const res = await staff.agent.get('/api/docs/openapi.json').expect(200);
    expectSameFile(DOCUMENT_FILE, documentText(res.body as never));
  });

  it('the committed types are what openapi-typescript generates from the committed document', () => {
    expectSameFile(TYPES_FILE, generated('typesText', DOCUMENT_FILE));
  });

  it('the committed enum value lists are what openapi-typescript generates from the committed document', () => {
    expectSameFile(ENUMS_FILE, generated('enumsText', DOCUMENT_FILE));
  });

  it('documents every operation: a summary, a 4xx answer where one can occur, and who may call it', async () => {
    const doc = (await staff.agent.get('/api/docs/openapi.json').expect(200)).body as Document;
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(80);
    for (const { route, op } of all) {
      expect({ route, summary: typeof op.summary }).toEqual({ route, summary: 'string' });
      expect({ route, security: Array.isArray(op.security) }).toEqual({ route, security: true });
      // Every staff route names its roles; nothing is left to the guard's "any session" default.
      const staffOnly = JSON.stringify(op.security) === JSON.stringify([{ session: [] }]);
      if (staffOnly || route.includes(' /api/admin/'))
        expect({ route, roles: op['x-roles']?.length ?? 0 }).not.toEqual({ route, roles: 0 });
    }
    const phone = (
      doc.components.schemas.AdminBookingDto as { properties: Record<string, unknown> }
    ).properties.phone;
    expect(phone).toEqual({ type: 'string', nullable: true });
    const update = doc.paths['/api/admin/bookings/{id}'].put as unknown as {
      requestBody: { content: { 'application/json': { schema: { $ref: string } } } };
    };
    const body = update.requestBody.content['application/json'].schema.$ref.split('/').pop()!;
    const writable = Object.keys(
      (doc.components.schemas[body] as { properties: object }).properties,
    );
    expect(writable).toEqual(expect.arrayContaining(['checkIn', 'checkOut', 'phone', 'uid']));
    // Derived from the payments ledger, never written through the booking.
    expect(writable).not.toContain('paymentStatus');
  });

  it('shows visitors only the public operations, in the JSON and in Swagger UI', async () => {
    const res = await request(t.server).get('/api/docs/openapi.json').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = res.body as Document;
    const routes = operations(doc).map((o) => o.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/categories',
        'POST /api/bookings',
        'GET /api/bookings/{id}',
      ]),
    );
    expect(routes.filter((r) => r.includes('/api/admin/'))).toEqual([]);
    expect(routes).not.toContain('POST /api/gate/verify');
    expect(routes).not.toContain('GET /api/auth/user');
    for (const { op } of operations(doc)) expect(op.security).toEqual([]);
    // No staff-only shape leaks through the components either.
    expect(Object.keys(doc.components.schemas)).toContain('BookingDto');
    expect(Object.keys(doc.components.schemas)).not.toContain('AdminBookingDto');
    expect(Object.keys(doc.components.schemas)).not.toContain('UserResponseDto');

    const anonymousUi = await request(t.server).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(anonymousUi.text).toContain('/api/bookings/quote');
    expect(anonymousUi.text).not.toContain('/api/admin/users');
    const staffUi = await staff.agent.get('/api/docs/swagger-ui-init.js').expect(200);
    expect(staffUi.text).toContain('/api/admin/users');
  });

  it('treats a signed-out or forged session cookie as a visitor', async () => {
    const res = await request(t.server)
      .get('/api/docs/openapi.json')
      .set('Cookie', 'sid=not-a-session')
      .expect(200);
    const routes = operations(res.body as Document).map((o) => o.route);
    expect(routes).toContain('GET /api/health');
    expect(routes.filter((r) => r.includes('/api/admin/'))).toEqual([]);
  });
});
