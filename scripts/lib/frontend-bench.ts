// Front-end figures for `npm run bench`: the initial JavaScript (gzip) of the landing page and of the
// admin sign-in as Chromium loads them, and a Lighthouse run of the landing page with its default
// mobile preset, all against the built sites as the API serves them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result as LighthouseResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { REPO_ROOT } from './services.ts';

/** Where the built files behind a URL path prefix live. */
export interface BuiltSite {
  dist: string;
  /** The path the site is served under ('' for the root). */
  basePath: string;
  /** The browser the figure is for: the guest site is measured as a phone, the console as a desktop. */
  viewport: { width: number; height: number; isMobile: boolean };
}

export const PUBLIC_SITE: BuiltSite = {
  dist: path.join(REPO_ROOT, 'public-web', 'dist'),
  basePath: '',
  viewport: { width: 412, height: 823, isMobile: true },
};

export const ADMIN_SITE: BuiltSite = {
  dist: path.join(REPO_ROOT, 'admin-web', 'dist'),
  basePath: '/admin',
  viewport: { width: 1280, height: 800, isMobile: false },
};

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  /** Scripts the page requested that are not in the site's dist (counted as 0 bytes). */
  missing: string[];
}

/**
 * Every script the page requests until it has loaded and gone quiet, without scrolling or any
 * interaction, measured as gzip of the built file (what the API's compression sends).
 */
export async function measureInitialJs(
  url: string,
  site: BuiltSite = PUBLIC_SITE,
): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const { width, height, isMobile } = site.viewport;
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width, height },
      isMobile,
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1000);
    const missing: string[] = [];
    const files = [...scripts].sort().map((file) => {
      const inSite =
        site.basePath && file.startsWith(`${site.basePath}/`)
          ? file.slice(site.basePath.length)
          : file;
      const local = path.join(site.dist, inSite);
      if (!existsSync(local)) missing.push(file);
      const gzipBytes = existsSync(local) ? gzipSync(readFileSync(local)).length : 0;
      return { file, gzipBytes };
    });
    return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), missing };
  } finally {
    await browser.close();
  }
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's CPU benchmark of this machine; its mobile preset assumes ~1000+. */
  benchmarkIndex: number;
  /** How many runs the figures are the median of, and each run's LCP and TBT. */
  runs: { lcpMs: number; tbtMs: number }[];
}

/**
 * Lighthouse's default (mobile, simulated throttling) run on Debian's Chromium, `runs` times, and
 * the median run as Lighthouse itself picks it (`computeMedianRun`: the run nearest the median FCP
 * and TTI), as its documentation advises for a figure that varies from run to run. The median run's
 * whole report stays beside latest.json: the LCP element, its phases and the request chain explain
 * a figure that moved (open it in https://googlechrome.github.io/lighthouse/viewer/).
 */
export async function runLighthouse(url: string, runs = 1): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const { launch } = await import('chrome-launcher');
  const results: { lhr: LighthouseResult; report: string }[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser per run, as Lighthouse's CLI does: no cache or warm process carried over.
    const chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error('Lighthouse returned no result');
      results.push({ lhr: result.lhr, report: String(result.report) });
    } finally {
      chrome.kill();
    }
  }
  const median = computeMedianRun(results.map((r) => r.lhr));
  const report = results.find((r) => r.lhr === median)!.report;
  mkdirSync(path.join(REPO_ROOT, 'bench-results'), { recursive: true });
  writeFileSync(path.join(REPO_ROOT, 'bench-results', 'lighthouse.json'), report);
  const value = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((median.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value(median, 'largest-contentful-paint'),
    fcpMs: value(median, 'first-contentful-paint'),
    tbtMs: value(median, 'total-blocking-time'),
    cls: value(median, 'cumulative-layout-shift'),
    speedIndexMs: value(median, 'speed-index'),
    benchmarkIndex: median.environment.benchmarkIndex,
    runs: results.map(({ lhr }) => ({
      lcpMs: value(lhr, 'largest-contentful-paint'),
      tbtMs: value(lhr, 'total-blocking-time'),
    })),
  };
}

/**
 * Waits until the machine is quiet (both CPUs at least `idleShare` idle over a second, three
 * seconds in a row; PostgreSQL's autovacuum after the bench's bookings and the API's GC settle),
 * at most `maxMs`. Returns the idle share of the last second, for the table.
 */
export async function waitForQuietMachine(idleShare = 0.85, maxMs = 60_000): Promise<number> {
  // Node's own CPU counters (all CPUs summed): the same on Linux and on a developer's Mac.
  const sample = () =>
    os.cpus().reduce(
      (sum, { times }) => ({
        idle: sum.idle + times.idle,
        total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq,
      }),
      { idle: 0, total: 0 },
    );
  const start = Date.now();
  let quietSeconds = 0;
  let share = 0;
  while (Date.now() - start < maxMs) {
    const a = sample();
    await new Promise((r) => setTimeout(r, 1000));
    const b = sample();
    share = (b.idle - a.idle) / Math.max(1, b.total - a.total);
    quietSeconds = share >= idleShare ? quietSeconds + 1 : 0;
    if (quietSeconds >= 3) break;
  }
  return share;
}

export interface StackFloor {
  /** What the floor bundle imports: the libraries the landing page cannot do without. */
  libraries: string[];
  gzipBytes: number;
}

/**
 * The landing page's floor: the JavaScript (gzip) of a bundle that only starts React (hydrateRoot),
 * react-router with what any page shell of a routed site uses (BrowserRouter, useRoutes, Link,
 * Navigate, Outlet, useLocation/useNavigate/useParams/useSearchParams) and i18next with
 * react-i18next — the stack the site is built on, built by Vite with the site's own router
 * tree-shaking and aliases, minified as the site is. No code of ours: whatever the landing page
 * loads beyond this is ours.
 */
export async function measureStackFloor(): Promise<StackFloor> {
  const { build } = await import('vite');
  const { treeShakeRouter } = await import('../../public-web/vite/tree-shake-router.ts');
  const dir = path.join(REPO_ROOT, 'public-web', 'node_modules', '.cache', 'bench-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'floor.js');
  // Uses what every page of the site uses from each library, so tree-shaking keeps that much.
  writeFileSync(
    entry,
    `import { createElement, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Outlet, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
await i18next.use(initReactI18next).init({ lng: 'de', resources: { de: { common: { hi: 'Hallo' } } }, ns: ['common'], defaultNS: 'common' });
function Page() {
  const { t } = useTranslation(); const l = useLocation(); const n = useNavigate(); const p = useParams(); const [q] = useSearchParams();
  return createElement('p', { onClick: () => n('/x') }, t('hi') + l.pathname + p.lang + q.get('a'), createElement(Link, { to: '/de' }, 'de'), createElement(Outlet));
}
function Routes() { return useRoutes([{ path: '/', element: createElement(Navigate, { to: '/de' }) }, { path: ':lang/*', element: createElement(Page) }]); }
startTransition(() => hydrateRoot(document.getElementById('root'), createElement(StrictMode, null, createElement(BrowserRouter, null, createElement(Routes)))));
`,
  );
  const outDir = path.join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [treeShakeRouter()],
    // As the site's own Vite config: react-i18next's shim for React < 18 is React 19's own hook.
    resolve: {
      alias: {
        'use-sync-external-store/shim': path.join(
          REPO_ROOT,
          'public-web/src/lib/use-sync-external-store-shim.ts',
        ),
      },
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: { polyfill: false },
      rollupOptions: { input: entry },
    },
  });
  const files = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  const gzipBytes = files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(outDir, 'assets', f))).length,
    0,
  );
  return {
    libraries: ['react', 'react-dom', 'react-router-dom', 'i18next', 'react-i18next'],
    gzipBytes,
  };
}
