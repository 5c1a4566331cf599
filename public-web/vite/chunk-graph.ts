// Build step helpers: which built chunks belong together, read off the bundle's import graph.

/** What the helpers read of a bundle (Rolldown's OutputBundle has these and more). */
type Bundle = Record<
  string,
  { type: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** The chunks named and every chunk they import statically, however deep (file names). */
export function withImports(bundle: Bundle, fileNames: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (found.has(fileName) || chunk?.type !== 'chunk') return;
    found.add(fileName);
    chunk.imports?.forEach(add);
  };
  for (const fileName of fileNames) add(fileName);
  return found;
}

/**
 * The code every page starts with: the entry, the chunks it starts the site with (its dynamic
 * imports: React's DOM renderer and the site, see main.tsx) and everything those import.
 */
export function startChunks(bundle: Bundle): Set<string> {
  const entries = Object.entries(bundle).filter(([, c]) => c.type === 'chunk' && c.isEntry);
  return withImports(
    bundle,
    entries.flatMap(([fileName, c]) => [fileName, ...(c.dynamicImports ?? [])]),
  );
}

// Vite's loader for a lazy chunk: the files to preload with it, by index into one list per file.
const PRELOAD_LIST =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);$/m;

/**
 * A built chunk with the files `drop` names taken out of its preload lists (the `__vite__mapDeps`
 * list and the indices each lazy import passes to it). Vite lists every file a lazy chunk needs,
 * including the start files, which are always there before any lazy chunk is asked for, and the
 * entry's stylesheet, which the page carries inline: its loader then fetched that stylesheet a
 * second time and applied it again.
 */
export function dropFromPreloadLists(code: string, drop: (file: string) => boolean): string {
  const found = PRELOAD_LIST.exec(code);
  if (!found) return code;
  const files = JSON.parse(found[1]) as string[];
  const kept = files.filter((file) => !drop(file));
  if (kept.length === files.length) return code;
  const index = new Map(kept.map((file, i) => [file, i]));
  // Nothing left to preload: the loader goes, and each lazy import passes an empty list.
  const head = kept.length ? found[0].replace(found[1], () => JSON.stringify(kept)) : '';
  const rest = code
    .slice(found.index + found[0].length)
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, list: string) => {
      const ids = list ? list.split(',').map((i) => index.get(files[Number(i)])) : [];
      const left = ids.filter((i) => i !== undefined).join(',');
      return kept.length ? `__vite__mapDeps([${left}])` : '[]';
    });
  return code.slice(0, found.index) + head + rest;
}
