import { spawn } from 'node:child_process';
import { join } from 'node:path';

const repo = join(__dirname, '../..');
const bookingsFile = join(repo, 'api/src/modules/bookings/boundary-probe.ts');

// ESLint loads its (ESM) config with a dynamic import, which Jest's module system refuses, so the
// snippets are linted by ESLint's Node API in a plain child process, all in one run. The repo's own
// config, minus the type-aware parts (the probe file does not exist, and types are not what is tested).
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { filePath, snippets } = JSON.parse(input);
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
for (const code of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
}
process.stdout.write(JSON.stringify(out));
`;

function lintAll(filePath: string, snippets: string[]): Promise<string[][]> {
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
    child.stdin.end(JSON.stringify({ filePath, snippets }));
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
    const results = await lintAll(
      bookingsFile,
      keys.map((k) => snippets[k]),
    );
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
