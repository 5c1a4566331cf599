import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileHints, COMPILE_HINT } from './compile-hints';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the plugin's hook on files as the build writes them. */
function build(files: Record<string, string>, entry: string) {
  dir = mkdtempSync(path.join(tmpdir(), 'hints-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  const bundle = Object.fromEntries(
    Object.keys(files)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, { type: 'chunk', fileName: name, isEntry: name === entry }]),
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
