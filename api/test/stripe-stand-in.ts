import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { dirname, join } from 'node:path';
import Stripe from 'stripe';

/**
 * A local stand-in for api.stripe.com, speaking Stripe's wire format for what the site uses, so the
 * real `stripe` SDK (pointed here by STRIPE_API_HOST/PORT/PROTOCOL) and a browser-side Stripe.js
 * stub can talk to it: form-encoded bodies, JSON answers shaped like the recorded ones in
 * test/fixtures/stripe, Stripe's error JSON, and Idempotency-Key semantics (a replay answers the
 * first response, a reuse with other parameters is an `idempotency_error`).
 *
 *   POST /v1/payment_intents               create (secret key)
 *   GET  /v1/payment_intents/:id           retrieve (secret key)
 *   POST /v1/payment_intents/:id/confirm   confirm (secret key, or publishable key + client_secret,
 *                                          as Stripe.js sends it; CORS allowed). payment_method
 *                                          `pm_card_chargeDeclined` declines, anything else pays.
 *   POST /v1/refunds                       refund by payment_intent, partial up to what is left
 *
 * Like Stripe, after a confirm it delivers the signed event (`payment_intent.succeeded` or
 * `payment_intent.payment_failed`) to the webhook URL, unless `autoDeliver` is off; tests can also
 * build and deliver events themselves (`event`, `deliver`).
 *
 * Used by the API's integration tests and by scripts/e2e.ts (the browser tests read its base URL
 * from STRIPE_STAND_IN_URL).
 */

type Json = Record<string, unknown>;

export interface StandInIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  metadata: Record<string, string>;
  status: string;
  latest_charge: string | null;
}

export interface StripeStandInOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where signed events go (the API's POST /api/payments/stripe/webhook). */
  webhookUrl?: string | null;
  /** Deliver the event of a confirm by itself, as Stripe does (default true). */
  autoDeliver?: boolean;
  port?: number;
}

export interface Delivery {
  event: Json;
  status: number;
  body: string;
}

export interface StripeStandIn {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  webhookUrl: string | null;
  autoDeliver: boolean;
  /** The environment that points the API's SDK here. */
  env: Record<string, string>;
  intents: Map<string, StandInIntent>;
  refunds: Json[];
  requests: Array<{ method: string; path: string; idempotencyKey: string | null; status: number }>;
  deliveries: Delivery[];
  /** Answer this many of the next API calls with a 500 api_error (an outage). */
  failNext: number;
  /** A signed-event-ready event object of `type` about `intent` (a fresh evt_ id each time). */
  event(type: string, intent: Json): Json;
  /** POSTs the event to the webhook URL with a valid Stripe-Signature (or the one given). */
  deliver(event: Json, opts?: { signature?: string | null; url?: string }): Promise<Delivery>;
  /** What the guest's browser does on the payment page: confirm with a card that pays (or not). */
  pay(intentId: string, paymentMethod?: string): Promise<StandInIntent>;
  close(): Promise<void>;
}

// __filename, not __dirname: loaded from scripts/e2e.ts (ESM, through tsx) only __filename is right.
const FIXTURES = join(dirname(__filename), 'fixtures/stripe');
const fixture = <T = Json>(name: string): T =>
  JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as T;
const ERRORS = fixture<Record<string, { error: Json }>>('errors');

const token = (n = 24) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);
const now = () => Math.floor(Date.now() / 1000);

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: Json },
  ) {
    super(String(body.error.message));
  }
}

function stripeError(status: number, kind: string, replace: Record<string, string> = {}) {
  let text = JSON.stringify(ERRORS[kind]);
  for (const [from, to] of Object.entries(replace)) text = text.split(from).join(to);
  return new StripeHttpError(status, JSON.parse(text) as { error: Json });
}

/** Stripe's form encoding: `metadata[bookingId]=…`, `automatic_payment_methods[enabled]=true`. */
function parseForm(body: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return out;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

export async function startStripeStandIn(opts: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const sockets = new Set<Socket>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  const signer = new Stripe('sk_test_signer_only');

  const state: StripeStandIn = {
    url: '',
    host: '127.0.0.1',
    port: 0,
    secretKey: opts.secretKey ?? `sk_test_standin${token(16)}`,
    publishableKey: opts.publishableKey ?? `pk_test_standin${token(16)}`,
    webhookSecret: opts.webhookSecret ?? `whsec_standin${token(24)}`,
    webhookUrl: opts.webhookUrl ?? null,
    autoDeliver: opts.autoDeliver ?? true,
    env: {},
    intents: new Map(),
    refunds: [],
    requests: [],
    deliveries: [],
    failNext: 0,
    event: (type, intent) => ({
      ...fixture('event'),
      id: `evt_${token(24)}`,
      created: now(),
      type,
      data: { object: structuredClone(intent) },
    }),
    deliver: async (event, o = {}) => {
      const url = o.url ?? state.webhookUrl;
      if (!url) throw new Error('stripe stand-in: no webhook URL to deliver to');
      const payload = JSON.stringify(event, null, 2);
      const signature =
        o.signature === undefined
          ? signer.webhooks.generateTestHeaderString({ payload, secret: state.webhookSecret })
          : o.signature;
      const headers: Record<string, string> = {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      };
      if (signature !== null) headers['Stripe-Signature'] = signature;
      const res = await fetch(url, { method: 'POST', headers, body: payload });
      const delivery = { event, status: res.status, body: await res.text() };
      state.deliveries.push(delivery);
      return delivery;
    },
    pay: async (intentId, paymentMethod = 'pm_card_visa') => {
      const { intent, events } = confirm(intentId, paymentMethod);
      await deliverAll(events);
      return intent;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const deliverAll = async (events: Json[]) => {
    if (!state.autoDeliver || !state.webhookUrl) return;
    for (const e of events) await state.deliver(e).catch(() => undefined);
  };

  const intentOf = (id: string): StandInIntent => {
    const intent = state.intents.get(id);
    if (!intent) throw stripeError(404, 'resource_missing', { pi_unknown: id });
    return intent;
  };

  /** Confirms an intent like a card payment; answers it and the events Stripe would send. */
  function confirm(id: string, paymentMethod: string): { intent: StandInIntent; events: Json[] } {
    const intent = intentOf(id);
    if (intent.status === 'succeeded')
      throw new StripeHttpError(400, {
        error: {
          code: 'payment_intent_unexpected_state',
          message:
            'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
          type: 'invalid_request_error',
          payment_intent: intent,
        },
      });
    const pm = `pm_${token(24)}`;
    if (paymentMethod === 'pm_card_chargeDeclined') {
      const charge = `ch_${token(24)}`;
      const err = structuredClone(ERRORS.card_declined.error);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { ...err, payment_method: { id: pm, object: 'payment_method' } },
        latest_charge: charge,
        payment_method: null,
      });
      return { intent, events: [state.event('payment_intent.payment_failed', intent)] };
    }
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: `ch_${token(24)}`,
      payment_method: pm,
      last_payment_error: null,
    });
    return { intent, events: [state.event('payment_intent.succeeded', intent)] };
  }

  const refunded = (intentId: string) =>
    state.refunds
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + Number(r.amount), 0);

  function handle(
    method: string,
    path: string,
    params: Json,
    auth: string,
  ): { status: number; body: Json; events?: Json[] } {
    const secret = auth === `Bearer ${state.secretKey}`;
    const publishable = auth === `Bearer ${state.publishableKey}`;
    if (!secret && !publishable)
      throw stripeError(401, 'authentication_error', {
        'sk_test_****': `${auth.replace(/^Bearer /, '').slice(0, 8)}****`,
      });
    const confirmMatch = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && confirmMatch) {
      const intent = intentOf(confirmMatch[1]);
      if (!secret && params.client_secret !== intent.client_secret)
        throw stripeError(404, 'resource_missing', { pi_unknown: confirmMatch[1] });
      const pm =
        typeof params.payment_method === 'string'
          ? params.payment_method
          : (params.payment_method_data as Json | undefined)?.card &&
              ((params.payment_method_data as Json).card as Json).number === '4000000000000002'
            ? 'pm_card_chargeDeclined'
            : 'pm_card_visa';
      const { intent: after, events } = confirm(intent.id, pm);
      if (after.status !== 'succeeded') {
        const err = stripeError(402, 'card_declined');
        err.body.error.payment_intent = after;
        throw Object.assign(err, { events });
      }
      return { status: 200, body: after, events };
    }
    if (!secret) throw stripeError(401, 'authentication_error', { 'sk_test_****': 'pk_****' });
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intentMatch) return { status: 200, body: intentOf(intentMatch[1]) };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50)
        throw new StripeHttpError(400, {
          error: {
            code: 'amount_too_small',
            message: 'Amount must be at least €0.50 eur',
            param: 'amount',
            type: 'invalid_request_error',
          },
        });
      const id = `pi_${token(24)}`;
      const intent: StandInIntent = {
        ...fixture<StandInIntent>('payment_intent'),
        id,
        amount,
        currency: String(params.currency ?? 'eur'),
        client_secret: `${id}_secret_${token(25)}`,
        created: now(),
        description: (params.description as string | undefined) ?? null,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      };
      state.intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intentOf(String(params.payment_intent));
      if (intent.status !== 'succeeded' || !intent.latest_charge)
        throw new StripeHttpError(400, {
          error: {
            code: 'charge_not_refundable',
            message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
            type: 'invalid_request_error',
          },
        });
      const left = intent.amount_received - refunded(intent.id);
      if (left <= 0)
        throw stripeError(400, 'charge_already_refunded', {
          ch_3QxAlpencamp0000000000: intent.latest_charge,
        });
      const amount = params.amount === undefined ? left : Number(params.amount);
      const euros = (c: number) => (c / 100).toFixed(2);
      if (amount > left)
        throw stripeError(400, 'amount_too_large', {
          AMOUNT: euros(amount),
          LEFT: euros(left),
        });
      const refund = {
        ...fixture('refund'),
        id: `re_${token(24)}`,
        amount,
        charge: intent.latest_charge,
        created: now(),
        currency: intent.currency,
        metadata: (params.metadata as Json | undefined) ?? {},
        payment_intent: intent.id,
        reason: (params.reason as string | undefined) ?? null,
      };
      state.refunds.push(refund);
      return { status: 200, body: refund };
    }
    throw new StripeHttpError(404, {
      error: {
        message: `Unrecognized request URL (${method}: ${path}).`,
        type: 'invalid_request_error',
      },
    });
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
      );
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const method = req.method ?? 'GET';
      const raw = await readBody(req);
      const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const send = (status: number, body: string, replayed = false) => {
        state.requests.push({ method, path: url.pathname, idempotencyKey: key, status });
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${token(14)}`,
          'Stripe-Version': String(req.headers['stripe-version'] ?? '2026-10-28.endive'),
          ...(key ? { 'Idempotency-Key': key } : {}),
          ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
        });
        res.end(body);
      };
      if (state.failNext > 0) {
        state.failNext--;
        send(500, JSON.stringify(ERRORS.api_error));
        return;
      }
      const fingerprint = createHash('sha256')
        .update(`${method} ${url.pathname} ${JSON.stringify(params)}`)
        .digest('hex');
      const scope = `${String(req.headers.authorization)} ${key}`;
      if (method === 'POST' && key) {
        const before = idempotency.get(scope);
        if (before && before.fingerprint !== fingerprint) {
          send(400, JSON.stringify(stripeError(400, 'idempotency_error', { KEY: key }).body));
          return;
        }
        if (before) {
          send(before.status, before.body, true);
          return;
        }
      }
      let status: number;
      let body: string;
      let events: Json[] = [];
      try {
        const out = handle(method, url.pathname, params, String(req.headers.authorization ?? ''));
        status = out.status;
        body = JSON.stringify(out.body, null, 2);
        events = out.events ?? [];
      } catch (e) {
        if (!(e instanceof StripeHttpError)) throw e;
        status = e.status;
        body = JSON.stringify(e.body, null, 2);
        events = (e as unknown as { events?: Json[] }).events ?? [];
      }
      // Stripe stores the result of a keyed request, errors included (but not its own 500s).
      if (method === 'POST' && key) idempotency.set(scope, { fingerprint, status, body });
      send(status, body);
      // Stripe sends the webhook after answering the confirm.
      if (events.length) setImmediate(() => void deliverAll(events));
    })().catch((e: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(e), type: 'api_error' } }));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.url = `http://127.0.0.1:${state.port}`;
  state.env = {
    STRIPE_SECRET_KEY: state.secretKey,
    STRIPE_PUBLISHABLE_KEY: state.publishableKey,
    STRIPE_WEBHOOK_SECRET: state.webhookSecret,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(state.port),
    STRIPE_API_PROTOCOL: 'http',
  };
  return state;
}
