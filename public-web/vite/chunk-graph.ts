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
