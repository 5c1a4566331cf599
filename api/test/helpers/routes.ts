import type { NestExpressApplication } from '@nestjs/platform-express';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every route the running Express app actually serves, read from its router (not a hand-written list). */
export function listRoutes(app: NestExpressApplication): Array<{ method: string; path: string }> {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: Layer[] } };
  const out: Array<{ method: string; path: string }> = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') out.push({ method: method.toUpperCase(), path });
          }
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(express.router.stack);
  return out;
}

/** Fills `:param` placeholders with a well-formed UUID so parameter pipes pass and the guard is what answers. */
export const concretePath = (path: string) =>
  path.replace(/:[A-Za-z_]+/g, '6f1d2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b');
