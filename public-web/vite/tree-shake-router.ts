// Build step: lets the bundler drop the parts of react-router this site never uses.
import type { Plugin } from 'vite';

/** react-router's own ES module files (its development and production builds). */
const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

/**
 * react-router's ES build creates its components and contexts with React.forwardRef() and
 * React.createContext() calls that carry no pure annotation, and then names each one for the
 * React devtools (`Form.displayName = "Form"`). To a bundler both are side effects, so every
 * component stays in the bundle whether the site uses it or not: NavLink, Form, fetchers,
 * ScrollRestoration and their helpers. Marking the calls pure and dropping the devtools names
 * (which production builds never show) lets tree-shaking remove them; used components are
 * untouched.
 */
export function markRouterPure(code: string): string {
  return code
    .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = (?:"[^"\n]*"|'[^'\n]*');$/gm, '');
}

export function treeShakeRouter(): Plugin {
  return {
    name: 'alpencamp-tree-shake-router',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: ROUTER_FILE },
      handler(code) {
        // Only whole lines are emptied and comments inserted: line numbers stay as they were.
        return { code: markRouterPure(code), map: null };
      },
    },
  };
}
