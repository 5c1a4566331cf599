import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repo = join(__dirname, '../..');

/** Writes `files` under a fresh folder and runs the lint's cycle check on it as on the API. */
function checkCycles(files: Record<string, string>): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    // dependency-cruiser is an ES module that Jest's module system cannot load: a child process.
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/check-cycles.ts', '--root', root],
      { cwd: repo, encoding: 'utf8' },
    );
    return { status: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * `npm run lint` refuses an import cycle: a module's service importing back (through the `src/`
 * alias, and by a type-only import) into a module that imports it is reported with its files.
 */
describe('import cycle check (lint)', () => {
  const mail = [
    "import type { BookingRef } from 'src/modules/bookings/bookings.service';",
    'export const send = (b: BookingRef) => b.id;',
    '',
  ].join('\n');

  it('fails on a file importing back into a module that imports it', () => {
    const { status, output } = checkCycles({
      'src/modules/bookings/bookings.service.ts': [
        "import { send } from 'src/modules/mail/mail.service';",
        'export interface BookingRef { id: string }',
        "export const confirm = () => send({ id: 'b1' });",
        '',
      ].join('\n'),
      'src/modules/mail/mail.service.ts': mail,
    });
    expect(status).toBe(1);
    expect(output).toContain('Import cycle in fixture');
    expect(output).toContain('src/modules/bookings/bookings.service.ts');
    expect(output).toContain('src/modules/mail/mail.service.ts');
  });

  it('passes once the shared type lives in a leaf file', () => {
    const { status, output } = checkCycles({
      'src/modules/bookings/booking-ref.ts': 'export interface BookingRef { id: string }\n',
      'src/modules/bookings/bookings.service.ts': [
        "import { send } from 'src/modules/mail/mail.service';",
        "export const confirm = () => send({ id: 'b1' });",
        '',
      ].join('\n'),
      'src/modules/mail/mail.service.ts': mail.replace('bookings.service', 'booking-ref'),
    });
    expect(output).toContain('No import cycles (fixture)');
    expect(status).toBe(0);
  });
});
