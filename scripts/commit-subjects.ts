// `npm run lint` step and commit-msg hook: commit subjects read `area: imperative summary`, at most
// 72 characters (the rule and its exemptions: scripts/lib/commit-subjects.ts).
//   node --import tsx scripts/commit-subjects.ts            the commits after the base commit
//   node --import tsx scripts/commit-subjects.ts --message-file F   one message (the hook)
import { readFileSync } from 'node:fs';
import { commitsAfterBase, subjectOfMessage, subjectProblem } from './lib/commit-subjects.ts';

function main(args: string[]): number {
  const file = args.indexOf('--message-file');
  if (file !== -1) {
    const subject = subjectOfMessage(readFileSync(args[file + 1], 'utf8'));
    // git's own subjects for merges and reverts, and fixups meant to be squashed before pushing.
    if (/^(Merge |Revert "|fixup! |squash! )/.test(subject)) return 0;
    const problem = subjectProblem(subject);
    if (!problem) return 0;
    console.error(`commit subject "${subject}": ${problem}`);
    return 1;
  }
  const commits = commitsAfterBase(process.cwd());
  if (commits === null) {
    console.log('commit subjects: no git work tree here, nothing to check');
    return 0;
  }
  const bad = commits.flatMap(({ sha, subject }) => {
    const problem = subjectProblem(subject);
    return problem ? [`  ${sha.slice(0, 9)} ${subject}\n    ${problem}`] : [];
  });
  if (!bad.length) {
    console.log(`commit subjects: ${commits.length} checked, all "area: summary" within 72`);
    return 0;
  }
  console.error(
    `commit subjects: ${bad.length} of ${commits.length} break the rule ` +
      `("area: imperative summary", at most 72 characters; reword with git rebase -i):\n${bad.join('\n')}`,
  );
  return 1;
}

process.exitCode = main(process.argv.slice(2));
