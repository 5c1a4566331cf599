// `npm run lint` fails on an import cycle in the API or either front end (scripts/lib/import-cycles.ts).
// With `--root DIR` it checks DIR/src as the API is checked (the `src/...` alias), for the test that
// shows the check is real.
import path from 'node:path';
import { appTargets, findCycles, type CycleTarget } from './lib/import-cycles.ts';

const repo = path.resolve(import.meta.dirname, '..');
const rootArg = process.argv.indexOf('--root');
const targets: CycleTarget[] =
  rootArg > 0
    ? [
        {
          name: 'fixture',
          dir: path.resolve(process.argv[rootArg + 1], 'src'),
          aliases: { src: path.resolve(process.argv[rootArg + 1], 'src') },
        },
      ]
    : appTargets(repo);

let failed = false;
for (const target of targets) {
  const cycles = await findCycles(target);
  for (const files of cycles) {
    failed = true;
    console.error(`Import cycle in ${target.name}:\n  ${files.join('\n  -> ')}`);
  }
}
if (failed) {
  console.error(
    '\nBreak each cycle: move what both sides need into a leaf file, or let one side depend on an interface or an outbox job instead of the other.',
  );
  process.exit(1);
}
console.log(`No import cycles (${targets.map((t) => t.name).join(', ')}).`);
