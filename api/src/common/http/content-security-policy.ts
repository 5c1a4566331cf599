import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Env } from 'src/config/env';

/**
 * The pages that mount Stripe.js (the card payment): the checkout, and the booking details (a
 * deposit booking's balance is paid there), in both languages. Only their documents may load
 * Stripe's script, frames and API; every other page (and every API answer) keeps Stripe out. A
 * link into one of them must load the document (a CSP belongs to the document, so a client-side
 * route change keeps the policy of the page it came from).
 */
export const STRIPE_PAGES =
  /^\/(de\/kasse|en\/checkout|de\/buchung-details\/[^/]+|en\/booking-details\/[^/]+)\/?$/;

const QUEUE_BOARD = /^\/admin\/queues(\/|$)/;

interface StripeSources {
  scripts: string[];
  connect: string[];
  frames: string[];
}

/**
 * What Stripe.js needs while card payment is on: its script and frames from js.stripe.com, 3-D
 * Secure frames from hooks.stripe.com, its calls to api.stripe.com — or to the stand-in
 * STRIPE_API_HOST names (browser tests), which the browser then reaches as the API's SDK does.
 */
export function stripeCspSources(env: Env): StripeSources {
  if (!env.STRIPE_SECRET_KEY) return { scripts: [], connect: [], frames: [] };
  const connect = ['https://api.stripe.com'];
  if (env.STRIPE_API_HOST) {
    const protocol = env.STRIPE_API_PROTOCOL ?? 'https';
    connect.push(
      `${protocol}://${env.STRIPE_API_HOST}${env.STRIPE_API_PORT ? `:${env.STRIPE_API_PORT}` : ''}`,
    );
  }
  return {
    scripts: ['https://js.stripe.com'],
    connect,
    frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  };
}

/**
 * The directives of one page. No script runs unless it is a file from our origin (no inline
 * script, no `eval`, no handler attributes; the built index.html files carry none, and the server
 * injects only head tags and prerendered markup). Styles may be inline: MUI (the admin console,
 * through emotion) and React's `style` props write them at run time, and a nonce would have to reach
 * emotion's cache on every page load for little gain, since CSS cannot run script.
 */
function directives(env: Env, stripe: StripeSources, baseUri = "'none'") {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...stripe.scripts],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'"],
    connectSrc: ["'self'", ...stripe.connect],
    frameSrc: ["'self'", ...stripe.frames],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: [baseUri],
    upgradeInsecureRequests: env.COOKIE_SECURE ? [] : null,
  };
}

/** The Content-Security-Policy header: Stripe's origins only on STRIPE_PAGES, and only while card payment is set up. */
export function contentSecurityPolicy(env: Env) {
  const none: StripeSources = { scripts: [], connect: [], frames: [] };
  const stripe = stripeCspSources(env);
  const plain = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: directives(env, none),
  });
  const withStripe = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: directives(env, stripe),
  });
  // Bull Board's page resolves its files against `<base href="/admin/queues/">`: its own origin.
  const queueBoard = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: directives(env, none, "'self'"),
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (QUEUE_BOARD.test(req.path)) return queueBoard(req, res, next);
    const mountsStripe = req.method === 'GET' && STRIPE_PAGES.test(req.path);
    (mountsStripe ? withStripe : plain)(req, res, next);
  };
}
