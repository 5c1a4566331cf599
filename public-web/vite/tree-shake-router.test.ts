import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { markRouterPure, treeShakeRouter } from './tree-shake-router';

/** A bundle of what the site takes from react-router, with React left out. */
async function bundle(plugins: Parameters<typeof rolldown>[0]['plugins']) {
  const build = await rolldown({
    input: 'entry',
    external: ['react', 'react-dom'],
    // react-router's "use client" directive means nothing here.
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? id : null),
        load: (id) =>
          id === 'entry'
            ? "export { BrowserRouter, Link, Navigate, Outlet, useRoutes } from 'react-router';"
            : null,
      },
      plugins,
    ],
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

describe('react-router tree-shaking', () => {
  it('marks the component and context factories pure and drops only the devtools names', () => {
    const code = [
      'var Form = React10.forwardRef(function FormImpl() {});',
      'Form.displayName = "Form";',
      'var Ctx = React.createContext(null);',
      'if (Ctx.displayName === "x") run();',
    ].join('\n');
    const out = markRouterPure(code).split('\n');
    expect(out).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(function FormImpl() {});',
      '',
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      'if (Ctx.displayName === "x") run();',
    ]);
  });

  it('leaves unused components such as Form and NavLink out of the bundle', async () => {
    const plain = await bundle([]);
    const shaken = await bundle([treeShakeRouter()]);
    // Form's submission code and NavLink's class names are in react-router's build ...
    for (const code of [plain, shaken]) expect(code).toContain('function useRoutes');
    expect(plain).toContain('formenctype');
    expect(plain).toContain('"aria-current"');
    // ... and gone once the unused components can be dropped; the bundle is clearly smaller.
    expect(shaken).not.toContain('formenctype');
    expect(shaken).not.toContain('"aria-current"');
    expect(shaken.length).toBeLessThan(plain.length * 0.85);
  });
});
