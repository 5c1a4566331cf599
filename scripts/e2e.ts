// `npm run e2e` (and a step of `npm test`): the Playwright suite in e2e/ drives Debian's Chromium
// against the real stack — the built API serving both built front ends on a free port, on a fresh
// `alpencamp_e2e` database (migrated and seeded), with the project's PostgreSQL and Redis.
//
// One stack for the site's specs, and more for the specs that change something every page or other
// specs see (company settings; feature toggles and alert rules; maintenance mode; pitches and
// pricing settings that other specs count on), each on a fresh database
// `<E2E_DATABASE>_<name>` of its own: they run beside the site's specs and each other instead of
// one after the other at the end (playwright.config.ts maps each project to its stack through
// E2E_STACKS). E2E_JSON names the JSON report (default .data/test-results/e2e.json).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { freePort } from './lib/free-port.ts';
import { onShutdown, runScript, runShutdown } from './lib/process.ts';
import { ensureServices, REPO_ROOT } from './lib/services.ts';
import { startStack } from './lib/stack.ts';
import { startStripeStandIn, type StripeStandIn } from '../api/test/stripe-stand-in.ts';
import { startWeatherStandIn } from '../api/test/weather-stand-in.ts';

const log = (msg: string) => console.log(`[e2e] ${msg}`);
const host = '127.0.0.1';
/** The Playwright projects (playwright.config.ts) that get a stack of their own. */
const GLOBAL_STACKS = ['settings', 'switches', 'maintenance', 'catalog'];

interface E2eStack {
  url: string;
  stripe: StripeStandIn;
}

/**
 * One stack on a fresh database with its own Redis prefix and its own Stripe stand-in (whose
 * signed webhooks go to this stack alone); the weather stand-in is shared.
 */
async function e2eStack(
  database: string,
  port: number,
  weather: { url: string; key: string },
): Promise<E2eStack> {
  // Card payments go to the local Stripe stand-in (the real SDK in the API, a Stripe.js stub in the
  // browser calls its confirm route); it delivers the signed webhook to the stack like Stripe does.
  const stripe = await startStripeStandIn({
    webhookUrl: `http://${host}:${port}/api/payments/stripe/webhook`,
  });
  onShutdown(() => stripe.close());
  const { url } = await startStack({
    log,
    build: ['api', 'admin-web', 'public-web'],
    port,
    host,
    freshDatabase: database,
    // The worker too, as `npm start` runs it: invoices, gate codes and mails come from its queues.
    worker: true,
    env: {
      NODE_ENV: 'development',
      // Failures show as failed tests; the server's request log would only bury them, but its
      // errors (a 500's cause with its stack) are what a CI log without artefacts must show.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'error',
      REDIS_PREFIX: database,
      PUBLIC_URL: `http://${host}:${port}`,
      // Every browser test books from the same address (and Redis keeps counters between runs):
      // the abuse limits have their own API tests.
      HOLDS_PER_ADDRESS_MAX: '5000',
      HOLDS_PER_EMAIL_MAX: '5000',
      HOLD_RATE_MAX: '5000',
      CONFIRM_RATE_MAX: '5000',
      MAIL_PER_RECIPIENT_PER_HOUR: '5000',
      ...stripe.env,
      WEATHER_API_URL: weather.url,
      WEATHER_API_KEY: weather.key,
    },
    taskOutput: 'errors',
  });
  log(`stack up at ${url} (database ${database}, Stripe stand-in at ${stripe.url})`);
  return { url, stripe };
}

async function main(): Promise<number> {
  ensureChromium(log);
  // The stacks share the services: started once here (when DATABASE_URL / REDIS_URL are unset).
  const services = await ensureServices();
  onShutdown(() => services.stop());
  process.env.DATABASE_URL = services.databaseUrl;
  process.env.REDIS_URL = services.redisUrl;
  // The weather provider is the OpenWeatherMap stand-in (recorded forecast and current weather).
  const weather = await startWeatherStandIn();
  onShutdown(() => weather.close());
  log(`weather stand-in at ${weather.url}`);

  // E2E_DATABASE lets two runs on one machine keep apart (default alpencamp_e2e).
  const database = process.env.E2E_DATABASE ?? 'alpencamp_e2e';
  const port = await freePort(Number(process.env.E2E_PORT ?? 3100));
  const site = await e2eStack(database, port, weather);
  // One after the other: each runs its migrations and seed synchronously (a few seconds each).
  const stacks: Record<string, string> = {};
  let next = port;
  for (const name of GLOBAL_STACKS) {
    next = await freePort(next + 1);
    stacks[name] = (await e2eStack(`${database}_${name}`, next, weather)).url;
  }

  const report = process.env.E2E_JSON ?? path.join(REPO_ROOT, '.data', 'test-results', 'e2e.json');
  mkdirSync(path.dirname(report), { recursive: true });
  const cli = path.join(REPO_ROOT, 'node_modules/@playwright/test/cli.js');
  // Not spawnSync: the Stripe stand-ins live in this process and must keep answering meanwhile.
  const child = spawn(
    process.execPath,
    [cli, 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: site.url,
        E2E_STACKS: JSON.stringify(stacks),
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        // For specs that pay by card: the stand-in's base URL (its /v1/payment_intents/:id/confirm
        // allows CORS) and the publishable key the API hands out. Only the site's specs pay.
        STRIPE_STAND_IN_URL: site.stripe.url,
        STRIPE_PUBLISHABLE_KEY: site.stripe.publishableKey,
      },
    },
  );
  const status = await new Promise<number>((resolve) => {
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
  await runShutdown();
  return status;
}

runScript(main);
