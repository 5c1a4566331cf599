// Browser tests across the running stacks (scripts/e2e.ts starts them and sets E2E_BASE_URL and
// E2E_STACKS). Debian's Chromium only: Playwright never downloads a browser here.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/lib/chromium.ts';

const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
/** The stacks of the specs that switch something for every page, by project (scripts/e2e.ts). */
const stacks = JSON.parse(process.env.E2E_STACKS ?? '{}') as Record<string, string | undefined>;
const GLOBAL_SPECS =
  /(maintenance|system-settings|system-switches|meter-readings|seasonal-data|seasonal-gaps|\/seasonal)\.spec\.ts/;

export default defineConfig({
  testDir: '.',
  outputDir: '../.data/e2e-output',
  fullyParallel: true,
  // Four browsers at a time on two cores: the suite waits far more than it computes (on the 2-core
  // CI machine 2 workers kept the cores about a quarter busy); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // No retries: a test that passes only on its second try hides a bug. The last flakes were a
  // checkout whose consent box and button moved when the price arrived, and two browsers taking
  // the same first free pin for overlapping nights.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]],
  use: {
    baseURL: baseUrl,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // The service worker has its own spec; elsewhere it would only add a layer of caching.
    serviceWorkers: 'block',
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'off',
  },
  projects: [
    // The specs that switch something for every page each drive a stack of their own (scripts/e2e.ts
    // starts them): changing the company's address shows on every public page and invoice; feature
    // toggles and alert rules switch things for every page; maintenance mode switches the whole
    // site. Listed first, so they start at once and run beside the site's specs.
    {
      name: 'settings',
      testMatch: /system-settings\.spec\.ts/,
      use: { baseURL: stacks.settings ?? baseUrl },
    },
    {
      name: 'switches',
      testMatch: /system-switches\.spec\.ts/,
      use: { baseURL: stacks.switches ?? baseUrl },
    },
    {
      name: 'maintenance',
      testMatch: /maintenance\.spec\.ts/,
      use: { baseURL: stacks.maintenance ?? baseUrl },
    },
    // These change what other specs count on: pitches with a meter of their own (the map's pitch
    // counts), the flat seasonal tourist tax for a moment (other contracts' first instalments).
    {
      name: 'meter',
      testMatch: /meter-readings\.spec\.ts/,
      use: { baseURL: stacks.catalog ?? baseUrl },
    },
    {
      name: 'seasonal',
      testMatch: /\/seasonal\.spec\.ts/,
      use: { baseURL: stacks.catalog ?? baseUrl },
    },
    {
      name: 'seasonal-data',
      testMatch: /seasonal-data\.spec\.ts/,
      use: { baseURL: stacks.catalog ?? baseUrl },
    },
    {
      name: 'seasonal-gaps',
      testMatch: /seasonal-gaps\.spec\.ts/,
      use: { baseURL: stacks.catalog ?? baseUrl },
    },
    { name: 'site', testIgnore: GLOBAL_SPECS },
  ],
});
