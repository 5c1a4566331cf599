// Front-end figures for `npm run bench`: the landing page's initial JavaScript (gzip) as Chromium
// loads it, and a Lighthouse run with its default mobile preset, both against the built site as
// the API serves it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { REPO_ROOT } from './services.ts';

const DIST = path.join(REPO_ROOT, 'public-web', 'dist');

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/**
 * Every script the page requests until it has loaded and gone quiet, without scrolling or any
 * interaction, measured as gzip of the built file (what the API's compression sends).
 */
export async function measureInitialJs(url: string): Promise<InitialJs> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1000);
    const files = [...scripts].sort().map((file) => {
      const local = path.join(DIST, file);
      const gzipBytes = existsSync(local) ? gzipSync(readFileSync(local)).length : 0;
      return { file, gzipBytes };
    });
    return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
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
}

/** Lighthouse's default (mobile, simulated throttling) run on Debian's Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      fcpMs: value('first-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
