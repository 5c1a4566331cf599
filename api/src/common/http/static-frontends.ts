import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const STAFF_ENTRANCE = '/staff-entrance-1x9zq';

/** Hashed build assets never change under their name; everything else is revalidated. */
function setCacheHeaders(res: Response, path: string): void {
  if (/[\\/]assets[\\/]/.test(path))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
}

function sendShell(dist: string, res: Response, next: NextFunction): void {
  const index = join(dist, 'index.html');
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(index, (err) => {
    if (err) next(err);
  });
}

const notBuilt = (what: string) => (_req: Request, res: Response) => {
  res.status(503).type('text/plain').send(`${what} is not built yet: run npm run build`);
};

/**
 * One origin: the API serves the built admin console under /admin (and the staff entrance) and the
 * public SPA for every other path that is not /api. Registered before Nest's routes.
 */
export function mountFrontends(app: Express, dirs: { admin?: string; public?: string }): void {
  const repo = resolve(__dirname, '../../../..');
  const adminDist = dirs.admin ?? join(repo, 'admin-web/dist');
  const publicDist = dirs.public ?? join(repo, 'public-web/dist');

  const noIndex = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Robots-Tag', 'noindex, nofollow, noarchive, nosnippet');
    next();
  };

  if (existsSync(join(adminDist, 'index.html'))) {
    app.use(
      '/admin',
      noIndex,
      express.static(adminDist, { index: false, redirect: false, setHeaders: setCacheHeaders }),
    );
    app.get(['/admin', '/admin/*splat', STAFF_ENTRANCE], noIndex, (_req, res, next) =>
      sendShell(adminDist, res, next),
    );
  } else {
    app.get(['/admin', '/admin/*splat', STAFF_ENTRANCE], noIndex, notBuilt('The admin console'));
  }

  const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
  if (existsSync(join(publicDist, 'index.html'))) {
    const serveStatic = express.static(publicDist, { index: false, setHeaders: setCacheHeaders });
    app.use((req, res, next) => (isApi(req.path) ? next() : serveStatic(req, res, next)));
    app.use((req, res, next) => {
      if (isApi(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      // A missing file with an extension is a real 404, not a page of the SPA.
      if (/\.[a-z0-9]{2,5}$/i.test(req.path)) return next();
      sendShell(publicDist, res, next);
    });
  } else {
    app.use((req, res, next) =>
      isApi(req.path) || req.method !== 'GET' ? next() : notBuilt('The public site')(req, res),
    );
  }
}
