import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { HTTPStatus } from '@bull-board/api/dist/types';
import { ExpressAdapter } from '@bull-board/express';
import { HttpStatus, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, Request, RequestHandler, Response } from 'express';
import { AppException } from 'src/common/http/app-exception';
import { sendError, toBody } from 'src/common/http/exception.filter';
import { assertCleanInput } from 'src/common/http/validation';
import { requestLang } from 'src/common/i18n/lang';
import { translate, type Lang, type MessageKey } from 'src/common/i18n/messages';
import { Env } from 'src/config/env';
import { AuthModule } from 'src/modules/auth/auth.module';
import { SESSION_COOKIE } from 'src/modules/auth/auth-context';
import { SessionService } from 'src/modules/auth/session.service';
import { AppQueue } from './app-worker';
import { bullConnection, bullPrefix } from './bullmq';
import { Queue } from './queue-names';

export const QUEUE_BOARD_PATH = '/admin/queues';
const boardLogger = new Logger('QueueBoard');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
type Mode = 'admin' | 'readonly';

/**
 * A write to the board must come from a page of this origin. Bull Board's UI cannot send our
 * X-CSRF-Token header, so instead of the token the browser's own statement is checked: Sec-Fetch-Site
 * (sent by every current browser) must be `same-origin`, else the Origin header must be this site.
 * A request with neither is refused: a browser always sends one of them on a POST/PUT/DELETE.
 */
function fromThisOrigin(req: Request): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = req.headers.origin;
  return typeof origin === 'string' && origin === `${req.protocol}://${req.get('host') ?? ''}`;
}

/** The board page's web font from Google (our CSP blocks it: no staff addresses to third parties). */
const GOOGLE_FONT_LINK = /<link[^>]+href="https:\/\/fonts\.googleapis\.com\/[^"]*"[^>]*>\s*/g;

/**
 * The board renders its page with `res.render`; the page is sent without the Google Fonts link, so
 * the browser neither tries a third party nor reports a CSP violation (the board falls back to
 * system fonts).
 */
function withoutFontLink(res: Response): void {
  const render = res.render.bind(res);
  res.render = ((view: string, options?: object) => {
    render(view, options ?? {}, (err: Error | null, html?: string) => {
      if (err) sendError(err, res.req, res);
      else res.send((html ?? '').replace(GOOGLE_FONT_LINK, ''));
    });
  }) as Response['render'];
}

/**
 * Bull Board at /admin/queues for every queue of `Queue`, behind the staff session.
 *
 * It is an Express router mounted before Nest's routes and the admin SPA's fallback, so the global
 * AuthGuard does not see it: this middleware checks the `sid` session itself. Signed out: a browser
 * asking for a page is sent to /admin/login, anything else gets 401. Every staff member may look;
 * writes (retry, clean, pause, remove...) need the admin role and must come from this origin (see
 * fromThisOrigin). Staff without the admin role get a board whose queues are read-only, so its UI
 * offers no actions either. The UI is in the request's language (German unless the browser prefers
 * English).
 *
 * The board's queue connections are opened on its first use, so an API process nobody opens the
 * board on never talks to BullMQ. They fail a request after one reconnect attempt instead of
 * waiting while Redis is away.
 */
@Injectable()
class QueueBoard implements OnApplicationShutdown {
  private queues?: AppQueue[];
  private readonly boards = new Map<string, Express>();

  constructor(
    private readonly env: Env,
    private readonly sessions: SessionService,
  ) {}

  readonly handler: RequestHandler = (req, res) => {
    // Outside Nest's routes, so errors are answered here, the same way the exception filter does.
    this.handle(req, res).catch((err: unknown) => sendError(err, req, res));
  };

  private async handle(req: Request, res: Response): Promise<void> {
    const lang = requestLang(req);
    res.setHeader('X-Robots-Tag', 'noindex, nofollow, noarchive, nosnippet');
    // Job data and counts are live; only the UI's own files may be cached (revalidated by ETag).
    if (!req.path.startsWith('/static/')) res.setHeader('Cache-Control', 'no-store');
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    const auth = typeof token === 'string' ? await this.sessions.resolve(token) : null;
    if (!auth) {
      if (SAFE_METHODS.has(req.method) && req.accepts(['json', 'html']) === 'html') {
        res.redirect(303, '/admin/login');
        return;
      }
      throw new AppException(HttpStatus.UNAUTHORIZED, 'error.unauthorized');
    }
    if (!SAFE_METHODS.has(req.method)) {
      if (auth.user.role !== 'admin')
        throw new AppException(HttpStatus.FORBIDDEN, 'auth.adminOnly');
      if (!fromThisOrigin(req)) throw new AppException(HttpStatus.FORBIDDEN, 'error.csrf');
    }
    // The board hands query values to Redis scripts as they come; a NUL there fails deep inside them.
    assertCleanInput(req.query);
    assertCleanInput(decodeURIComponent(req.path), 'path');
    withoutFontLink(res);
    // Whatever the board does not know is a 404 here, not the admin SPA's page.
    this.board(auth.user.role === 'admin' ? 'admin' : 'readonly', lang)(req, res, (err?: unknown) =>
      sendError(err ?? new AppException(HttpStatus.NOT_FOUND, 'error.notFound'), req, res),
    );
  }

  private board(mode: Mode, lang: Lang): Express {
    const key = `${mode}:${lang}`;
    let board = this.boards.get(key);
    if (board) return board;
    this.queues ??= Object.values(Queue).map(
      (name) =>
        new AppQueue(name, {
          connection: { ...bullConnection(this.env), maxRetriesPerRequest: 1 },
          prefix: bullPrefix(this.env),
        }),
    );
    const server = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
    const t = (k: MessageKey) => translate(lang, k);
    createBullBoard({
      queues: this.queues.map(
        (queue) =>
          new BullMQAdapter(queue, {
            readOnlyMode: mode === 'readonly',
            description: t(`queues.${queue.name as Queue}`),
          }),
      ),
      serverAdapter: server,
      options: {
        uiConfig: {
          boardTitle: t('queues.boardTitle'),
          locale: { lng: lang === 'de' ? 'de-DE' : 'en-GB' },
          miscLinks: [{ text: t('queues.backToAdmin'), url: '/admin' }],
          hideDocsLink: true,
          ...(mode === 'readonly'
            ? { environment: { label: t('queues.readOnly'), color: '#5b6b73' } }
            : {}),
        },
      },
    });
    // The board's own error answer carries the error's message (and, in development, its stack):
    // answered like every other error instead, logged, and hidden when unexpected.
    server.setErrorHandler((err: Error & { statusCode?: number }) => {
      const body = toBody(err, lang, { method: 'GET', path: QUEUE_BOARD_PATH } as Request);
      if (body.statusCode >= 500) boardLogger.error({ err }, 'Queue board error');
      return { status: body.statusCode as HTTPStatus, body };
    });
    board = server.getRouter() as Express;
    board.disable('x-powered-by');
    this.boards.set(key, board);
    return board;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all((this.queues ?? []).map((q) => q.close()));
  }
}

@Module({ imports: [AuthModule], providers: [QueueBoard], exports: [QueueBoard] })
export class QueueBoardModule {}

/** Mounts the board; must come before the admin SPA, whose fallback answers every other /admin path. */
export function mountQueueBoard(app: NestExpressApplication): void {
  app.use(QUEUE_BOARD_PATH, app.get(QueueBoard).handler);
}
