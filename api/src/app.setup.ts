import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { IncomingMessage } from 'node:http';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppOptions } from './app.module';
import { AllExceptionsFilter } from 'src/common/http/exception.filter';
import { mountFrontends } from 'src/common/http/static-frontends';
import { setupOpenApi } from 'src/common/openapi/openapi-document';
import { createValidationPipe } from 'src/common/http/validation';
import { Env } from 'src/config/env';
import { SESSION_COOKIE } from 'src/contract/constants';
import { SessionService } from 'src/modules/auth/session.service';
import { mountQueueBoard } from 'src/queues/queue-board';
import { httpMetricsMiddleware } from 'src/modules/ops/metrics';
import { assertJsonDepth, rejectMalformedUrl } from 'src/common/http/input-rules';
import { securityHeaders } from 'src/common/http/security-headers';

const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * What the checkout's Stripe.js needs while card payment is on: its script and frames from
 * js.stripe.com, its calls to api.stripe.com — or to the stand-in STRIPE_API_HOST names (browser
 * tests), which the browser then reaches as the API's SDK does.
 */
function stripeCspSources(env: Env): { scripts: string[]; connect: string[]; frames: string[] } {
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

/** Builds the HTTP app exactly as production runs it; tests and the bench use the same function. */
export async function createApp(
  options: AppOptions & { frontends?: boolean } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    bufferLogs: true,
    bodyParser: true,
  });
  configureApp(app, app.get(Env), options.frontends ?? true);
  return app;
}

function configureApp(app: NestExpressApplication, env: Env, frontends: boolean): void {
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  if (env.TRUST_PROXY)
    app.set(
      'trust proxy',
      /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
    );
  app.use(rejectMalformedUrl);
  app.useBodyParser('json', {
    limit: '1mb',
    verify: (req: IncomingMessage & { rawBody?: Buffer }, _res: unknown, raw: Buffer) => {
      assertJsonDepth(raw);
      // Stripe signs the exact bytes it sent; only that route keeps them.
      if (req.url?.startsWith(STRIPE_WEBHOOK_PATH)) req.rawBody = raw;
    },
  });
  app.use(httpMetricsMiddleware);
  const stripe = stripeCspSources(env);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...stripe.scripts],
          // MUI (admin) injects style tags at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'"],
          connectSrc: ["'self'", ...stripe.connect],
          frameSrc: ["'self'", ...stripe.frames],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: env.COOKIE_SECURE ? [] : null,
        },
      },
      // Sent per request by securityHeaders, only when the request came over TLS.
      strictTransportSecurity: false,
      // The legacy header agrees with `frame-ancestors 'none'` for browsers without CSP 2.
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use(securityHeaders);
  app.use(compression());
  app.use(cookieParser());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  const sessions = app.get(SessionService);
  setupOpenApi(app, async (req) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    return typeof token === 'string' && (await sessions.resolve(token)) !== null;
  });
  mountQueueBoard(app);
  if (frontends)
    mountFrontends(app.getHttpAdapter().getInstance(), {
      admin: env.ADMIN_WEB_DIST,
      public: env.PUBLIC_WEB_DIST,
      publicUrl: env.PUBLIC_URL,
    });
}
