import { describe, expect, it } from 'vitest';
import { dropFromPreloadLists } from './chunk-graph.ts';

// The shape Vite writes into a chunk that imports others lazily.
const LOADER = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);`;

const start = (file: string) => /^assets\/(index|site)-/.test(file);

describe('dropFromPreloadLists', () => {
  it('takes the start files out and keeps each import pointing at the same files', () => {
    const code = [
      LOADER([
        'assets/below-AAA.js',
        'assets/site-BBB.js',
        'assets/index-CCC.css',
        'assets/query-DDD.js',
        'assets/map-EEE.css',
      ]),
      'import{x}from"./site-BBB.js";',
      'const a=()=>p(()=>import(`./below-AAA.js`),__vite__mapDeps([0,1,2,3]));',
      'const b=()=>p(()=>import(`./map-FFF.js`),__vite__mapDeps([3,2,4]));',
    ].join('\n');
    const lean = dropFromPreloadLists(code, start);
    expect(lean).toContain(
      LOADER(['assets/below-AAA.js', 'assets/query-DDD.js', 'assets/map-EEE.css']),
    );
    expect(lean).toContain('import(`./below-AAA.js`),__vite__mapDeps([0,1]))');
    expect(lean).toContain('import(`./map-FFF.js`),__vite__mapDeps([1,2]))');
    expect(lean).not.toContain('index-CCC.css');
  });

  it('drops the loader when nothing is left to preload', () => {
    const code = `${LOADER(['assets/site-BBB.js', 'assets/index-CCC.css'])}\nconst s=p(()=>import(\`./site-BBB.js\`),__vite__mapDeps([0,1]));`;
    const lean = dropFromPreloadLists(code, start);
    expect(lean).not.toContain('__vite__mapDeps');
    expect(lean).toContain('import(`./site-BBB.js`),[])');
  });

  it('leaves a chunk without a loader, or without start files in it, as it is', () => {
    expect(dropFromPreloadLists('export const a=1;', start)).toBe('export const a=1;');
    const other = `${LOADER(['assets/below-AAA.js'])}\nimport(\`./below-AAA.js\`),__vite__mapDeps([0]);`;
    expect(dropFromPreloadLists(other, start)).toBe(other);
  });
});
