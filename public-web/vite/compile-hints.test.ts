import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileHints, COMPILE_HINT } from './compile-hints';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the plugin's hook on files as the build writes them. */
function build(
  files: Record<string, string>,
  entry: string,
  graph: Record<string, { imports?: string[]; dynamicImports?: string[] }> = {},
) {
  dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  const bundle = Object.fromEntries(
    Object.keys(files)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [
        name,
        { type: 'chunk', fileName: name, isEntry: name === entry, imports: [], ...graph[name] },
      ]),
  );
  const plugin = compileHints() as unknown as {
    configResolved: (config: unknown) => void;
    writeBundle: (options: unknown, bundle: unknown) => void;
  };
  plugin.configResolved({ build: { ssr: false } });
  plugin.writeBundle({ dir }, bundle);
  plugin.writeBundle({ dir }, bundle);
  return (name: string) => readFileSync(path.join(dir, name), 'utf8');
}

describe('compile hints', () => {
  it('asks V8 to compile the entry script eagerly, once, and leaves lazy chunks alone', () => {
    const read = build({ 'index.js': 'const a=1;', 'page.js': 'const b=2;' }, 'index.js');
    expect(read('index.js')).toBe(`${COMPILE_HINT}const a=1;`);
    expect(read('page.js')).toBe('const b=2;');
  });

  it('also hints the chunks the entry starts the site with, and what they import', () => {
    const read = build(
      {
        'index.js': 'a',
        'react-dom.js': 'b',
        'site.js': 'c',
        'shared.js': 'd',
        'page.js': 'e',
      },
      'index.js',
      {
        'index.js': { dynamicImports: ['react-dom.js', 'site.js'] },
        'site.js': { imports: ['shared.js'], dynamicImports: ['page.js'] },
        'page.js': { imports: ['shared.js'] },
      },
    );
    for (const [name, code] of [
      ['index.js', 'a'],
      ['react-dom.js', 'b'],
      ['site.js', 'c'],
      ['shared.js', 'd'],
    ])
      expect(read(name)).toBe(`${COMPILE_HINT}${code}`);
    expect(read('page.js')).toBe('e');
  });

  it('keeps a source map in step with the added line', () => {
    const read = build(
      {
        'index.js': 'const a=1;',
        'index.js.map': JSON.stringify({ version: 3, mappings: 'AAAA' }),
      },
      'index.js',
    );
    expect(JSON.parse(read('index.js.map'))).toEqual({ version: 3, mappings: ';AAAA' });
  });
});
