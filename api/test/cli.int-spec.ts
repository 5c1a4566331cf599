import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { User } from 'src/modules/auth/user.entity';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

const run = promisify(execFile);

/** `npm run user:create` is how production gets its first admin; run the real CLI against a suite database. */
describe('user:create CLI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cli = (...args: string[]) =>
    run(
      process.execPath,
      // The CLI's TypeScript compiled on the fly by SWC, as the worker-process tests run theirs
      // (ts-node took four times as long per call).
      [
        '-r',
        join(__dirname, 'helpers/swc-register.cjs'),
        join(__dirname, '../src/cli/user-create.ts'),
        ...args,
      ],
      { cwd: join(__dirname, '..'), env: { ...process.env, DATABASE_URL: t.databaseUrl } },
    );

  it('creates an admin who can sign in, then resets the password of the same account', async () => {
    const created = await cli(
      '--email',
      'Chefin@Example.at',
      '--password',
      'first-secret-pass',
      '--role',
      'admin',
      '--name',
      'Maria Chefin',
    );
    expect(created.stdout).toContain('Created admin chefin@example.at');
    await signIn(t, 'chefin@example.at', 'first-secret-pass');

    const reset = await cli('--email', 'chefin@example.at', '--password', 'second-secret-pass');
    expect(reset.stdout).toContain(
      'Updated admin chefin@example.at (password reset, sessions ended)',
    );
    await signIn(t, 'chefin@example.at', 'second-secret-pass');
    expect(await t.em().count(User, { email: 'chefin@example.at' })).toBe(1);
  }, 60_000);

  it('refuses a short password with a clear message and writes nothing', async () => {
    await expect(cli('--email', 'kurz@example.at', '--password', 'short')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The password needs at least 12 characters.'),
    });
    expect(await t.em().count(User, { email: 'kurz@example.at' })).toBe(0);
  }, 60_000);

  it('refuses a password from the common-password list, whatever its case', async () => {
    await expect(
      cli('--email', 'haeufig@example.at', '--password', 'Dachstein-Demo-2026'),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The password is on the list of common passwords'),
    });
    expect(await t.em().count(User, { email: 'haeufig@example.at' })).toBe(0);
  }, 60_000);
});
