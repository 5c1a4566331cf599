// `npm test`: lint, typecheck, the API's unit and integration tests against real PostgreSQL and
// Redis (started here when DATABASE_URL / REDIS_URL are unset), the front ends' unit tests, and
// the browser tests (scripts/e2e.ts: Playwright on Debian's Chromium against the built stack).
// Ends with one line "Tests: N passed, N failed" summed over every runner.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { TARGETS } from './lib/build.ts';
import { onShutdown, runShutdown, runScript } from './lib/process.ts';
import { bookingLinkSecret } from './lib/link-secret.ts';
import { registrationKey } from './lib/registration-key.ts';
import { ensurePdftotext } from './lib/poppler.ts';
import { ensureServices, REPO_ROOT } from './lib/services.ts';

const bin = (p: string) => path.join(REPO_ROOT, 'node_modules', p);
const results = path.join(REPO_ROOT, '.data', 'test-results');
const log = (msg: string) => console.log(`\n[test] ${msg}`);

interface Step {
  name: string;
  cwd?: string;
  /** The program (default: this Node.js) and its arguments. */
  command?: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** JSON report (jest/vitest format) to count tests from. */
  report?: string;
}

const took = (step: Step, ok: boolean, started: number) =>
  log(`${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

function run(step: Step): boolean {
  log(step.name);
  const started = Date.now();
  const res = spawnSync(step.command ?? process.execPath, step.args, {
    cwd: step.cwd ?? REPO_ROOT,
    env: { ...process.env, ...step.env },
    stdio: 'inherit',
  });
  const ok = res.status === 0;
  took(step, ok, started);
  return ok;
}

/**
 * Runs the steps `lanes` at a time, in the order given (longest first), each step's output held
 * back and printed whole when it ends, so the log reads as if they had run one after another.
 * For single-threaded steps (eslint, tsc, the builds): one per core keeps every core busy.
 */
async function runLanes(steps: Step[], lanes: number): Promise<string[]> {
  const queue = [...steps];
  const failed: string[] = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const started = Date.now();
      const output: Buffer[] = [];
      const child = spawn(step.command ?? process.execPath, step.args, {
        cwd: step.cwd ?? REPO_ROOT,
        env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...step.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
      const ok = await new Promise<boolean>((resolve) => {
        child.on('close', (code) => resolve(code === 0));
        child.on('error', (err) => {
          output.push(Buffer.from(`${err.message}\n`));
          resolve(false);
        });
      });
      log(step.name);
      process.stdout.write(Buffer.concat(output));
      took(step, ok, started);
      if (!ok) failed.push(step.name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, steps.length) }, lane));
  return failed;
}

/** Jest, Vitest and the reliability run write numPassedTests/numFailedTests; Playwright writes stats. */
function countTests(report: string): { passed: number; failed: number } {
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests?: number;
      numFailedTests?: number;
      stats?: { expected: number; unexpected: number; flaky: number };
    };
    if (json.stats)
      return {
        passed: json.stats.expected + json.stats.flaky,
        failed: json.stats.unexpected,
      };
    return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

interface JestReport {
  testResults?: Array<{
    name: string;
    status?: string;
    message?: string;
    assertionResults?: Array<{ status: string; fullName: string }>;
  }>;
  /** The reliability run's figures and properties (ok false: a property that failed). */
  rows?: Array<{ scenario: string; figure: string; value: string; ok?: boolean }>;
  suites?: PlaywrightSuite[];
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; file: string; line: number; ok: boolean }>;
}

/**
 * What failed in a step, one line each, from its report: CI shows the end of the log, where the
 * runners' own failure output (printed whole per step, long before) may no longer be.
 */
function failedTests(report: string): string[] {
  let json: JestReport;
  try {
    json = JSON.parse(readFileSync(report, 'utf8')) as JestReport;
  } catch {
    return [`no report at ${path.relative(REPO_ROOT, report)}`];
  }
  const lines: string[] = [];
  for (const suite of json.testResults ?? []) {
    const file = path.relative(REPO_ROOT, suite.name);
    const failed = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    failed.forEach((a) => lines.push(`${file}: ${a.fullName}`));
    if (!failed.length && suite.status === 'failed')
      lines.push(`${file}: ${(suite.message ?? 'failed to run').trim().split('\n')[0]}`);
  }
  for (const row of json.rows ?? [])
    if (row.ok === false) lines.push(`${row.scenario}: ${row.figure} (${row.value})`);
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok) lines.push(`${spec.file}:${spec.line} ${spec.title}`);
    suite.suites?.forEach(walk);
  };
  json.suites?.forEach(walk);
  return lines;
}

async function main(): Promise<number> {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  const failures: string[] = [];
  const check = (step: Step) => {
    if (!run(step)) failures.push(step.name);
  };

  // Lint, format, typecheck and the builds the browser tests run against (scripts/e2e.ts then finds
  // them fresh): each a single-threaded process, so they run side by side, one per core, the
  // longest first.
  const typecheck = (project: string): Step => ({
    name: `typecheck ${project}`,
    args: [bin('typescript/bin/tsc'), '-p', project, '--noEmit'],
  });
  const build = (name: string): Step => {
    const target = TARGETS.find((t) => t.name === name)!;
    return {
      name: `build ${name}`,
      cwd: path.join(REPO_ROOT, name),
      command: target.command[0],
      args: target.command[1],
    };
  };
  // The front ends' unit tests (Vitest, jsdom) need no service: they take a lane as well.
  const vitest = (app: string): Step => ({
    name: `${app} tests (vitest)`,
    cwd: path.join(REPO_ROOT, app),
    args: [
      bin('vitest/vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(results, `${app}.json`)}`,
    ],
    report: path.join(results, `${app}.json`),
  });
  const unitSteps: Step[] = [vitest('public-web'), vitest('admin-web')];
  failures.push(
    ...(await runLanes(
      [
        { name: 'lint (eslint)', args: [bin('eslint/bin/eslint.js'), '.', '--max-warnings', '0'] },
        {
          name: 'import cycles (dependency-cruiser)',
          args: ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/check-cycles.ts')],
        },
        typecheck('api'),
        build('api'),
        typecheck('scripts'),
        typecheck('public-web'),
        typecheck('admin-web'),
        ...unitSteps,
        build('public-web'),
        build('admin-web'),
        {
          name: 'format (prettier)',
          args: [bin('prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn'],
        },
        // Commit subjects after the rule's base: `area: imperative summary`, at most 72 characters.
        {
          name: 'commit subjects',
          args: ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/commit-subjects.ts')],
        },
        // The OpenAPI document against Redocly's recommended rules (redocly.yaml); offline.
        {
          name: 'contract lint (redocly)',
          args: [bin('@redocly/cli/bin/cli.js'), 'lint', '--format=summary'],
          env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ],
      availableParallelism(),
    )),
  );

  const services = await ensureServices();
  onShutdown(() => services.stop());
  // The invoice tests read the PDFs' text with pdftotext.
  ensurePdftotext(log);

  const [apiTests, reliability, browser]: Step[] = [
    {
      name: 'api tests (jest: unit + integration on PostgreSQL and Redis)',
      cwd: path.join(REPO_ROOT, 'api'),
      args: [
        bin('jest/bin/jest.js'),
        // Three suites at a time on two cores: they wait on PostgreSQL, Redis, child processes
        // and queue workers (with two, the jest processes used about half of both cores).
        '--maxWorkers=3',
        '--json',
        `--outputFile=${path.join(results, 'api.json')}`,
      ],
      env: {
        DATABASE_URL: services.databaseUrl,
        REDIS_URL: services.redisUrl,
        BOOKING_LINK_SECRET: bookingLinkSecret(),
        REGISTRATION_KEY: registrationKey(),
      },
      report: path.join(results, 'api.json'),
    },
    {
      // Two APIs and two workers on PostgreSQL and Redis of the run's own (never the ones above):
      // concurrent bookings, a PostgreSQL restart, a Redis outage and worker kills, short version.
      name: 'reliability run, short (npm run test:reliability for the full one)',
      args: ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/reliability.ts'), '--short'],
      env: { RELIABILITY_JSON: path.join(results, 'reliability.json') },
      report: path.join(results, 'reliability.json'),
    },
    {
      name: 'browser tests (playwright e2e on Chromium against the built stack)',
      args: ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/e2e.ts')],
      env: {
        DATABASE_URL: services.databaseUrl,
        REDIS_URL: services.redisUrl,
        E2E_JSON: path.join(results, 'e2e.json'),
      },
      report: path.join(results, 'e2e.json'),
    },
  ];
  let passed = 0;
  let failed = 0;
  const count = (step: Step) => {
    const counts = countTests(step.report!);
    passed += counts.passed;
    failed += counts.failed;
  };
  unitSteps.forEach(count);
  // The reliability run spends most of its time waiting (a PostgreSQL restart, Redis down for 10 s,
  // worker kills, recovery) on a PostgreSQL and Redis of its own: it runs beside the API tests, not
  // after them. Their output is held back and printed whole, one after the other.
  failures.push(...(await runLanes([apiTests, reliability], 2)));
  check(browser);
  [apiTests, reliability, browser].forEach(count);
  await runShutdown();

  if (failures.length) {
    console.log(`\n[test] failed steps: ${failures.join(', ')}`);
    const failedLines = [...unitSteps, apiTests, reliability, browser]
      .filter((step) => failures.includes(step.name))
      .flatMap((step) => failedTests(step.report!).map((line) => `  ${step.name}: ${line}`));
    if (failedLines.length) console.log(`[test] what failed:\n${failedLines.join('\n')}`);
  }
  console.log(`\nTests: ${passed} passed, ${failed} failed`);
  return failures.length ? 1 : 0;
}

runScript(main);
