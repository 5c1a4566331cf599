import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { IncomingMessage, Server } from 'node:http';
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
import { assertJsonDepth, deferWideBody, rejectMalformedUrl } from 'src/common/http/input-rules';
import { RefuseWideBody } from 'src/common/http/refuse-wide-body.interceptor';
import { securityHeaders } from 'src/common/http/security-headers';
import { contentSecurityPolicy } from 'src/common/http/content-security-policy';

const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

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

/**
 * How long an idle kept-alive connection stays open. Node's default is 5 s, which races with any
 * client or proxy that keeps connections longer without a timer of its own (nginx upstream pools,
 * load balancers with a 60 s idle timeout, Playwright's request client): the client sends on the
 * socket in the same moment the server closes it and gets ECONNRESET — or a proxy answers 502.
 * The server's idle timeout must outlive the client's, so it is above the common 60 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Listens on `HOST`, or, unset, on every IPv6 and IPv4 address (dual-stack). */
export async function listen(
  app: NestExpressApplication,
  env: Pick<Env, 'PORT' | 'HOST'>,
): Promise<void> {
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  if (env.HOST) await app.listen(env.PORT, env.HOST);
  else await app.listen(env.PORT);
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
  app.use(deferWideBody);
  app.use(httpMetricsMiddleware);
  app.use(
    helmet({
      // Per page (Stripe only where it is mounted): see content-security-policy.ts.
      contentSecurityPolicy: false,
      // Sent per request by securityHeaders, only when the request came over TLS.
      strictTransportSecurity: false,
      // The legacy header agrees with `frame-ancestors 'none'` for browsers without CSP 2.
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use(contentSecurityPolicy(env));
  app.use(securityHeaders);
  app.use(compression());
  app.use(cookieParser());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalInterceptors(new RefuseWideBody());
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
