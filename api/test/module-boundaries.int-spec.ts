import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(__dirname, '../..');
const moduleFile = (path: string) => join(repo, 'api/src/modules', path);
const bookingsFile = moduleFile('bookings/boundary-probe.ts');

// ESLint loads its (ESM) config with a dynamic import, which Jest's module system refuses, so the
// snippets are linted by ESLint's Node API in a plain child process, all in one run. The repo's own
// config, minus the type-aware parts (the probe file does not exist, and types are not what is tested).
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const items = JSON.parse(input);
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});
const out = [];
for (const { filePath, code } of items) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
}
process.stdout.write(JSON.stringify(out));
`;

function lintAll(items: { filePath: string; code: string }[]): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT], {
      cwd: repo,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(stdout) as string[][]) : reject(new Error(stderr)),
    );
    child.stdin.end(JSON.stringify(items));
  });
}

/**
 * The lint rules that keep modules apart: a module reads another module's data through that
 * module's service, never by importing its entities. Each snippet is linted as a file of the
 * bookings module.
 */
describe('module boundaries (lint)', () => {
  const snippets = {
    otherEntity: [
      "import { Extra } from 'src/modules/pricing/extra.entity';",
      "import type { Pitch } from 'src/modules/catalog/pitch.entity';",
      'export const used = (p: Pitch) => [Extra, p];',
      '',
    ].join('\n'),
    ownEntityAndService: [
      "import { Booking } from 'src/modules/bookings/booking.entity';",
      "import { PitchOccupancy } from './pitch-occupancy.entity';",
      "import { CatalogService, type Pitch } from 'src/modules/catalog/catalog.service';",
      'export const used = (p: Pitch) => [Booking, PitchOccupancy, CatalogService, p];',
      '',
    ].join('\n'),
    parentPath:
      "import { CatalogService } from '../catalog/catalog.service';\nexport const used = CatalogService;\n",
    processEnv: 'export const url = process.env.PUBLIC_URL;\n',
  };
  let messages: Record<keyof typeof snippets, string[]>;

  beforeAll(async () => {
    const keys = Object.keys(snippets) as (keyof typeof snippets)[];
    const results = await lintAll(keys.map((k) => ({ filePath: bookingsFile, code: snippets[k] })));
    messages = Object.fromEntries(keys.map((k, i) => [k, results[i]])) as typeof messages;
  }, 120_000);

  it("refuses another module's entity, imported by value or only as a type", () => {
    expect(messages.otherEntity).toEqual([
      expect.stringMatching(
        /^no-restricted-imports: 'src\/modules\/pricing\/extra\.entity'.*Module "bookings" must not import another module's entity/,
      ),
      expect.stringMatching(
        /^no-restricted-imports: 'src\/modules\/catalog\/pitch\.entity'.*Module "bookings" must not import another module's entity/,
      ),
    ]);
  });

  it("allows the module's own entities and another module's exported service", () => {
    expect(messages.ownEntityAndService).toEqual([]);
  });

  it("refuses a '../' import in favour of the src/ alias", () => {
    expect(messages.parentPath).toEqual([expect.stringMatching(/Import through the src\/ alias/)]);
  });

  it('refuses process.env outside config/', () => {
    expect(messages.processEnv).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*validated Env class/),
    ]);
  });
});

interface ReadModel {
  files: string[];
  reads: string[];
  writes?: string[];
  why: string;
}

/**
 * Raw SQL keeps the same boundary: naming another module's table in a query is refused, except in
 * the read models declared in api/src/modules/read-models.json, for the tables each declares.
 */
describe('module boundaries in raw SQL (lint)', () => {
  const { readModels } = JSON.parse(readFileSync(moduleFile('read-models.json'), 'utf8')) as {
    readModels: ReadModel[];
  };
  const gdpr = readModels.find((r) => r.files.includes('gdpr/gdpr.queries.ts'))!;
  const registrations = readModels.find((r) =>
    r.files.includes('registrations/registrations.queries.ts'),
  )!;
  const read = 'export const q = `select id, number\n  from bookings where id = ?`;\n';
  const joined =
    "export const q = 'select p.code from pitches p join bookings b on b.pitch_id = p.id';\n";
  const write = "export const q = 'update bookings set notes = ? where id = ?';\n";
  const own = 'export const q = `select id from mail_messages where dedupe_key = ?`;\n';
  const cases = {
    mailReads: { filePath: moduleFile('mail/mail.queries.ts'), code: read },
    mailJoins: { filePath: moduleFile('mail/mail-probe.ts'), code: joined },
    mailOwnTable: { filePath: moduleFile('mail/mail.queries.ts'), code: own },
    readModelReads: { filePath: moduleFile('gdpr/gdpr.queries.ts'), code: read },
    readModelWritesDeclared: { filePath: moduleFile('gdpr/gdpr.queries.ts'), code: write },
    readModelWritesUndeclared: {
      filePath: moduleFile('registrations/registrations.queries.ts'),
      code: write,
    },
    sameModuleUndeclaredFile: { filePath: moduleFile('gdpr/gdpr.service.ts'), code: read },
  };
  let messages: Record<keyof typeof cases, string[]>;

  beforeAll(async () => {
    const keys = Object.keys(cases) as (keyof typeof cases)[];
    const results = await lintAll(keys.map((k) => cases[k]));
    messages = Object.fromEntries(keys.map((k, i) => [k, results[i]])) as typeof messages;
  }, 120_000);

  it("refuses another module's table in a query of a module that is no read model", () => {
    expect(messages.mailReads).toEqual([
      expect.stringMatching(
        /^no-restricted-syntax: Module "mail" must not query table "bookings" of module "bookings"/,
      ),
    ]);
    expect([...messages.mailJoins].sort()).toEqual([
      expect.stringMatching(/must not query table "bookings" of module "bookings"/),
      expect.stringMatching(/must not query table "pitches" of module "catalog"/),
    ]);
  });

  it("allows a module's own tables", () => {
    expect(messages.mailOwnTable).toEqual([]);
  });

  it('allows a declared read model to read, and to write only what it declares', () => {
    expect(gdpr.reads).toContain('bookings');
    expect(gdpr.writes).toContain('bookings');
    expect(messages.readModelReads).toEqual([]);
    expect(messages.readModelWritesDeclared).toEqual([]);
    expect(registrations.reads).toContain('bookings');
    expect(registrations.writes ?? []).not.toContain('bookings');
    expect(messages.readModelWritesUndeclared).toEqual([
      expect.stringMatching(/Module "registrations" must not write table "bookings"/),
    ]);
  });

  it('declares read models per file: the rest of the module is held to the rule', () => {
    expect(messages.sameModuleUndeclaredFile).toEqual([
      expect.stringMatching(/Module "gdpr" must not query table "bookings"/),
    ]);
  });

  it('gives every declared read model its reason', () => {
    for (const r of readModels) expect(r.why.length).toBeGreaterThan(40);
  });
});
