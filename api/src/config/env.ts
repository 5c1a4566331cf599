import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const emptyIsUnset = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

/**
 * Every setting the API and worker read from the environment. Validated once at boot so a typo
 * stops the process with the variable's name instead of failing on the first request.
 */
export class Env {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  /**
   * Address the HTTP server listens on. Unset: every address, IPv6 and IPv4 (Node's dual-stack `::`,
   * or `0.0.0.0` on a machine without IPv6); `0.0.0.0` would refuse `::1` and every IPv6 client.
   */
  @IsOptional()
  @IsString()
  @MinLength(1)
  HOST?: string;

  /** Mounts the bare baseline route the bench compares against; never in production. */
  @Transform(toBool)
  @IsBoolean()
  BENCH_ROUTES = false;

  @IsString()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  /** Database connections per process; keep the sum over all processes below the server's limit. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(500)
  DATABASE_POOL_MAX = 10;

  @IsString()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL!: string;

  /** Prefix for every Redis key (queues, rate limits) so several deployments or test suites can share one Redis. */
  @IsString()
  @Matches(/^[a-z0-9:_-]{1,40}$/i)
  REDIS_PREFIX = 'alpencamp';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Minutes without a request after which a staff session ends. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_IDLE_MINUTES = 60;

  /** Hours after sign-in after which a staff session ends however active it is. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_ABSOLUTE_HOURS = 12;

  /** Marks cookies Secure. Defaults to on in production; turn off only for plain-HTTP test stacks. */
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  COOKIE_SECURE?: boolean;

  /** Express "trust proxy" setting, e.g. 1 behind one load balancer, so client IPs and TLS are seen. */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** Wrong passwords for one account from one address before that pair has to wait. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_PAIR = 5;

  /** The pair's first wait; it doubles with every further wrong password. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_DELAY_SECONDS = 2;

  /** The longest wait a pair is given, however many wrong passwords it sent. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_DELAY_SECONDS = 900;

  /**
   * Wrong passwords for one account from all addresses per window, after which addresses that never
   * signed in to it get one try per LOGIN_ACCOUNT_DELAY_SECONDS between them. Addresses the account
   * has signed in from are never held back by this: a stranger cannot lock the owner out.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_ACCOUNT = 20;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_ACCOUNT_DELAY_SECONDS = 10;

  /** Wrong passwords from one address per window across all accounts (password spraying); successes never count. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_FAILURES_PER_IP = 30;

  /** How long failures are remembered (fixed window for the account and address counts). */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  LOGIN_WINDOW_SECONDS = 900;

  /** Bearer token that lets a Prometheus scraper read /api/metrics without a staff session. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsString()
  @MinLength(16)
  METRICS_TOKEN?: string;

  /** The site's public address, for canonical links and Open Graph tags in the served pages. */
  @IsString()
  @Matches(/^https?:\/\/[^/]+/, { message: 'PUBLIC_URL must be an http(s):// URL' })
  PUBLIC_URL = 'http://localhost:3000';

  /** Shared secret of the gate controller (header X-Gate-Key) for POST /api/gate/verify; unset: the route refuses all. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsString()
  @MinLength(16)
  GATE_API_KEY?: string;

  /**
   * Key of the guest links (`/{lang}/buchung-details/{id}?token=…`): a booking's token is
   * HMAC-SHA256(key, booking id), so every job can put the link into its mail while the database
   * holds no token at all. Required in production; elsewhere a fixed development key is used when
   * unset (the project's scripts set one). See docs/security.md, "Guest links".
   */
  @IsOptional()
  @Transform(emptyIsUnset)
  @IsString()
  @MinLength(32)
  BOOKING_LINK_SECRET?: string;

  /**
   * The key before the last rotation: links made with it keep working while it is set (see docs/security.md,
   * "Guest links"). New links always use BOOKING_LINK_SECRET.
   */
  @IsOptional()
  @Transform(emptyIsUnset)
  @IsString()
  @MinLength(32)
  BOOKING_LINK_SECRET_PREVIOUS?: string;

  /**
   * Key of the guest registrations' personal fields (AES-256-GCM): 32 bytes, base64. Required in
   * production; elsewhere a fixed development key is used when unset (the project's scripts set one
   * per checkout). Losing it makes the stored registrations unreadable. See docs/registration.md.
   */
  @IsOptional()
  @Transform(emptyIsUnset)
  @IsString()
  @Matches(/^[A-Za-z0-9+/]{43}=$/, {
    message: 'REGISTRATION_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)',
  })
  REGISTRATION_KEY?: string;

  /** Folders of the built front ends; defaults point at the workspace builds. */
  @IsOptional()
  @IsString()
  ADMIN_WEB_DIST?: string;

  @IsOptional()
  @IsString()
  PUBLIC_WEB_DIST?: string;

  /**
   * Outgoing mail server, e.g. smtp://user:pass@host:587 (smtps:// for TLS from the start). Unset:
   * nothing leaves the machine; every mail is kept in the message log as `caught` for staff to read.
   */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsString()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** Sender of every mail: an address, optionally with a display name. */
  @IsString()
  @Matches(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
    message: 'MAIL_FROM must be an address, e.g. "Name" <info@example.at>',
  })
  MAIL_FROM = '"Alpencamp Dachsteinblick" <info@alpencamp-dachstein.at>';

  /** OpenWeatherMap API base URL (tests point it at a local stand-in). */
  @IsString()
  @Matches(/^https?:\/\/.+/, { message: 'WEATHER_API_URL must be an http(s):// URL' })
  WEATHER_API_URL = 'https://api.openweathermap.org';

  /** OpenWeatherMap API key; unset or empty: weather is disabled and the endpoints answer 503. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsString()
  WEATHER_API_KEY?: string;

  /** Longest wait for one provider call, including its body. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  WEATHER_TIMEOUT_MS = 5000;

  /** Interval of the worker's weather refresh job. */
  @Transform(toInt)
  @IsInt()
  @Min(5)
  @Max(24 * 60)
  WEATHER_REFRESH_MINUTES = 30;

  /**
   * How long a job's lock lives without renewal. A job whose worker died (killed, crashed, lost its
   * Redis connection) is given to another worker this long after its last renewal at the latest.
   */
  @Transform(toInt)
  @IsInt()
  @Min(500)
  @Max(10 * 60_000)
  WORKER_LOCK_DURATION_MS = 30_000;

  /** How often each worker looks for jobs whose lock expired and puts them back in the queue. */
  @Transform(toInt)
  @IsInt()
  @Min(500)
  @Max(10 * 60_000)
  WORKER_STALLED_INTERVAL_MS = 30_000;

  /**
   * Longest graceful shutdown of one queue worker: running jobs may finish within it; a worker
   * still open after it is disconnected by force and logged (its jobs run again on another worker).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(10 * 60_000)
  WORKER_CLOSE_TIMEOUT_MS = 15_000;

  /** `off` stops this process relaying the outbox to BullMQ (tests that relay by hand). */
  @IsIn(['on', 'off'])
  OUTBOX_RELAY: 'on' | 'off' = 'on';

  /** Pause between two outbox relay rounds of the worker. */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  @Max(60_000)
  OUTBOX_POLL_MS = 500;

  /**
   * How often the reconciler compares what the database says must exist (invoices, stornos, gate
   * codes, mails) with what does, and queues the missing work again (also once at worker start).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  @Max(24 * 3600_000)
  RECONCILER_INTERVAL_MS = 3 * 60_000;

  /** Repairs of one effect after which the reconciler leaves its job failed and alerts staff. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  RECONCILER_MAX_REPAIRS = 5;

  /** Longest wait for Redis to take one relayed job before the round stops and the rows wait. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  OUTBOX_ENQUEUE_TIMEOUT_MS = 5_000;

  /**
   * Abuse limits of the public booking flow (staff bookings are never limited). Live holds — pending
   * online bookings, including those waiting for the mail link — per client address and per guest
   * email address; one more answers 429 until one of them ends.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  HOLDS_PER_ADDRESS_MAX = 3;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  HOLDS_PER_EMAIL_MAX = 3;

  /** Hold attempts (POST /api/bookings) per client address per window, refused or not. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  HOLD_RATE_MAX = 10;

  /** Confirmations (POST /api/bookings/:id/confirm and /verify) per client address per window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CONFIRM_RATE_MAX = 10;

  @Transform(toInt)
  @IsInt()
  @Min(10)
  BOOKING_RATE_WINDOW_SECONDS = 600;

  /** Mails that public routes may cause to one recipient address per hour; more are not queued (logged). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  MAIL_PER_RECIPIENT_PER_HOUR = 5;

  /** Waitlist sign-ups (POST /api/waitlist) per client address per BOOKING_RATE_WINDOW_SECONDS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  WAITLIST_JOIN_RATE_MAX = 5;

  /** Live waitlist entries (pending, confirmed or notified) one email address may have. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  WAITLIST_ENTRIES_PER_EMAIL_MAX = 5;

  /**
   * Hours the first waitlisted guest has a freed pitch to themselves: after them, if the pitch is
   * still free, the next guest in line is mailed.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(24 * 14)
  WAITLIST_OFFER_HOURS = 12;

  /** The mail worker sends at most this many mails to one address per window; later ones wait. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  MAIL_SEND_PER_RECIPIENT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(24 * 3600)
  MAIL_SEND_WINDOW_SECONDS = 60;

  /**
   * Stripe (online card payment). All three keys or none: without them the `stripe` method is not
   * offered. The secret and webhook keys never leave the server; only the publishable key reaches
   * browsers.
   */
  @IsOptional()
  @Transform(emptyIsUnset)
  @IsString()
  @Matches(/^(sk|rk)_[A-Za-z0-9_]+$/, { message: 'STRIPE_SECRET_KEY must start with sk_ or rk_' })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Transform(emptyIsUnset)
  @IsString()
  @Matches(/^pk_[A-Za-z0-9_]+$/, { message: 'STRIPE_PUBLISHABLE_KEY must start with pk_' })
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional()
  @Transform(emptyIsUnset)
  @IsString()
  @Matches(/^whsec_[A-Za-z0-9_]+$/, { message: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
  STRIPE_WEBHOOK_SECRET?: string;

  /** Where the Stripe SDK sends its calls (a proxy, or the local stand-in in tests); unset: Stripe's own. */
  @IsOptional()
  @Transform(emptyIsUnset)
  @IsString()
  @Matches(/^[A-Za-z0-9.-]+$/, { message: 'STRIPE_API_HOST must be a host name, e.g. 127.0.0.1' })
  STRIPE_API_HOST?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  STRIPE_API_PORT?: number;

  @IsOptional()
  @Transform(emptyIsUnset)
  @IsIn(['http', 'https'])
  STRIPE_API_PROTOCOL?: 'http' | 'https';

  /** Cached weather older than this is refreshed on demand when someone asks for it. */
  @Transform(toInt)
  @IsInt()
  @Min(5)
  @Max(24 * 60)
  WEATHER_MAX_AGE_MINUTES = 60;

  /** Longest wait for one external iCal feed (connect, headers and body together). */
  @Transform(toInt)
  @IsInt()
  @Min(500)
  @Max(120_000)
  ICAL_FETCH_TIMEOUT_MS = 10_000;

  /** Largest external iCal feed read, in bytes; a larger one is reported and not imported. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(50 * 1024 * 1024)
  ICAL_MAX_BYTES = 2 * 1024 * 1024;

  /** Interval of the worker's iCal import (every feed of every pitch). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  ICAL_REFRESH_MINUTES = 15;

  /**
   * Lets iCal feeds be fetched from loopback and private addresses (tests serve recorded feeds on
   * 127.0.0.1). Off by default: staff could otherwise make the server read the internal network.
   */
  @Transform(toBool)
  @IsBoolean()
  ICAL_ALLOW_PRIVATE_ADDRESSES = false;

  /** Largest image (logo, site plan) staff may upload, in bytes; larger ones get 413. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  @Max(20 * 1024 * 1024)
  UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
}

/** The guest-link key outside production when none is set: public, so never good for real guests. */
export const DEVELOPMENT_BOOKING_LINK_SECRET =
  'development-only-booking-link-secret-not-for-production';

/** The registration key outside production when none is set: public, so never good for real guests. */
export const DEVELOPMENT_REGISTRATION_KEY = Buffer.from(
  'dev-only-registration-key-public',
).toString('base64');

/**
 * The validated settings. `only` limits the check to the settings a tool needs (the MikroORM CLI
 * needs the database, not Redis); the rest keep their defaults or stay unset.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, only?: (keyof Env)[]): Env {
  const env = plainToInstance(Env, { ...source }, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false, forbidUnknownValues: false }).filter(
    (e) => !only || only.includes(e.property as keyof Env),
  );
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const reasons = Object.values(e.constraints ?? {}).join('; ');
      return `  ${e.property}: ${reasons}`;
    });
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (env.COOKIE_SECURE === undefined) env.COOKIE_SECURE = env.NODE_ENV === 'production';
  if (env.BOOKING_LINK_SECRET === undefined && (!only || only.includes('BOOKING_LINK_SECRET'))) {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'Invalid environment:\n  BOOKING_LINK_SECRET: required in production (at least 32 characters, e.g. `openssl rand -hex 32`)',
      );
    env.BOOKING_LINK_SECRET = DEVELOPMENT_BOOKING_LINK_SECRET;
  }
  if (env.REGISTRATION_KEY === undefined && (!only || only.includes('REGISTRATION_KEY'))) {
    if (env.NODE_ENV === 'production')
      throw new Error(
        'Invalid environment:\n  REGISTRATION_KEY: required in production (32 bytes in base64, e.g. `openssl rand -base64 32`)',
      );
    env.REGISTRATION_KEY = DEVELOPMENT_REGISTRATION_KEY;
  }

  if (env.NODE_ENV === 'production' && env.ICAL_ALLOW_PRIVATE_ADDRESSES)
    throw new Error(
      'Invalid environment:\n  ICAL_ALLOW_PRIVATE_ADDRESSES: not allowed in production (iCal feeds are fetched from public addresses only)',
    );

  const stripeKeys = [
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ] as const;
  const stripeSet = stripeKeys.filter((k) => env[k] !== undefined);
  if (
    stripeSet.length > 0 &&
    stripeSet.length < stripeKeys.length &&
    (!only || stripeKeys.some((k) => only.includes(k)))
  )
    throw new Error(
      `Invalid environment:\n  ${stripeKeys.filter((k) => env[k] === undefined).join(', ')}: Stripe needs all three of ${stripeKeys.join(', ')} or none`,
    );
  return env;
}
