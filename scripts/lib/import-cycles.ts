// Import cycles between source files, found by dependency-cruiser. Part of `npm run lint`
// (scripts/check-cycles.ts). A cycle means two files can only be understood, tested and loaded
// together; under CommonJS (the API) it can even hand one of them an undefined import at start.
// Type-only imports count too: they are the same coupling, only erased at run time.
// Each app is cruised with its own path aliases (`src/...` in the API, `@/...` and `@contract/...`
// in the front ends), so an import through an alias is followed like a relative one.
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';

export interface CycleTarget {
  name: string;
  /** The folder whose files are checked (imports leaving it are followed, cycles through them found). */
  dir: string;
  /** Import prefixes and the folders they stand for, as in the app's tsconfig `paths`. */
  aliases: Record<string, string>;
}

export function appTargets(repo: string): CycleTarget[] {
  const contract = path.join(repo, 'api/src/contract');
  return [
    { name: 'api', dir: path.join(repo, 'api/src'), aliases: { src: path.join(repo, 'api/src') } },
    ...['admin-web', 'public-web'].map((app) => ({
      name: app,
      dir: path.join(repo, app, 'src'),
      aliases: { '@': path.join(repo, app, 'src'), '@contract': contract },
    })),
  ];
}

/** Each cycle as the files it runs through, relative to the working directory. */
export async function findCycles(target: CycleTarget): Promise<string[][]> {
  const { output } = await cruise(
    [target.dir],
    {
      validate: true,
      ruleSet: {
        forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
      },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['node_modules', '\\.d\\.ts$'] },
      tsPreCompilationDeps: true,
      outputType: 'json',
    },
    { extensions: ['.ts', '.tsx', '.js', '.json'], alias: target.aliases },
  );
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  const seen = new Set<string>();
  const cycles: string[][] = [];
  for (const v of result.summary.violations) {
    if (v.rule.name !== 'no-circular') continue;
    const files = [v.from, ...(v.cycle ?? []).map((c) => c.name)];
    // A cycle is reported once from each of its files: keep it once.
    const key = [...new Set(files)].sort().join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    cycles.push(files);
  }
  return cycles;
}
