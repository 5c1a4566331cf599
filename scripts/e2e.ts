// `npm run e2e` (and a step of `npm test`): the Playwright suite in e2e/ drives Debian's Chromium
// against the real stack — the built API serving both built front ends on a free port, on a fresh
// `alpencamp_e2e` database (migrated and seeded), with the project's PostgreSQL and Redis.
// E2E_JSON names the JSON report (default .data/test-results/e2e.json).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { freePort } from './lib/free-port.ts';
import { runScript, runShutdown } from './lib/process.ts';
import { REPO_ROOT } from './lib/services.ts';
import { startStack } from './lib/stack.ts';
import { startStripeStandIn } from '../api/test/stripe-stand-in.ts';
import { startWeatherStandIn } from '../api/test/weather-stand-in.ts';

const log = (msg: string) => console.log(`[e2e] ${msg}`);

async function main(): Promise<number> {
  ensureChromium(log);
  // E2E_DATABASE lets two runs on one machine keep apart (default alpencamp_e2e).
  const database = process.env.E2E_DATABASE ?? 'alpencamp_e2e';
  const port = await freePort(Number(process.env.E2E_PORT ?? 3100));
  const host = '127.0.0.1';
  // Card payments go to the local Stripe stand-in (the real SDK in the API, a Stripe.js stub in the
  // browser calls its confirm route); it delivers the signed webhook to the stack like Stripe does.
  const stripe = await startStripeStandIn({
    webhookUrl: `http://${host}:${port}/api/payments/stripe/webhook`,
  });
  log(`Stripe stand-in at ${stripe.url}`);
  // The weather provider is the OpenWeatherMap stand-in (recorded forecast and current weather).
  const weather = await startWeatherStandIn();
  log(`weather stand-in at ${weather.url}`);
  const { url: base } = await startStack({
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
  log(`stack up at ${base}`);

  const report = process.env.E2E_JSON ?? path.join(REPO_ROOT, '.data', 'test-results', 'e2e.json');
  mkdirSync(path.dirname(report), { recursive: true });
  const cli = path.join(REPO_ROOT, 'node_modules/@playwright/test/cli.js');
  // Not spawnSync: the Stripe stand-in lives in this process and must keep answering meanwhile.
  const child = spawn(
    process.execPath,
    [cli, 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: base,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        // For specs that pay by card: the stand-in's base URL (its /v1/payment_intents/:id/confirm
        // allows CORS) and the publishable key the API hands out.
        STRIPE_STAND_IN_URL: stripe.url,
        STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      },
    },
  );
  const status = await new Promise<number>((resolve) => {
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
  await runShutdown();
  await stripe.close();
  await weather.close();
  return status;
}

runScript(main);
