// Build step: tells V8 to compile the entry script eagerly, while it streams in.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { startChunks } from './chunk-graph.ts';

/**
 * V8's explicit compile hint (Chrome 126 and later): with this comment first in a file, every
 * function in it is compiled right away, on a background thread while the file downloads, instead
 * of lazily on the main thread the first time each one runs. Nearly all of the code the site
 * starts with runs while the page starts (React, the router, i18next, the page frame), so the
 * page's first tasks get shorter. Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  let ssr = false;
  return {
    name: 'alpencamp-compile-hints',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    // On the written file: minification drops comments, and Vite puts its own lines first.
    writeBundle(options, bundle) {
      if (ssr || !options.dir) return;
      // The code every page runs while it starts.
      const start = startChunks(bundle);
      for (const fileName of start) {
        const file = path.join(options.dir, fileName);
        const code = readFileSync(file, 'utf8');
        if (code.startsWith(COMPILE_HINT)) continue;
        writeFileSync(file, COMPILE_HINT + code);
        // A source map (when built with one) moves down by the added line.
        const map = `${file}.map`;
        if (existsSync(map)) {
          const json = JSON.parse(readFileSync(map, 'utf8')) as { mappings: string };
          writeFileSync(map, JSON.stringify({ ...json, mappings: `;${json.mappings}` }));
        }
      }
    },
  };
}
