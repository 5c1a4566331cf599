// The rule for commit subjects, checked by `npm run lint` (scripts/commit-subjects.ts) and by the
// commit-msg hook in .githooks/ (installed by `npm ci`): `area: imperative summary`, at most 72
// characters, so `git log --oneline` reads as a list of what changed where. The area is a lower-case
// word (api, e2e, public-web, docs, …). History up to SUBJECT_BASE predates the rule and is exempt;
// merge commits keep git's own subject.
import { spawnSync } from 'node:child_process';

export const MAX_SUBJECT = 72;
/** The last commit before the rule; it and everything before it are not checked. */
export const SUBJECT_BASE = '07c4c3c6d58ee72bef4278924c936e5da01c8234';
/** SUBJECT_BASE's commit time (Unix seconds), for clones too shallow to contain it. */
export const SUBJECT_BASE_TIME = 1795925188;

const AREA = /^[a-z0-9][a-z0-9/_.-]*: \S/;

/** What is wrong with `subject`, or undefined when it follows the rule. */
export function subjectProblem(subject: string): string | undefined {
  if (subject.length > MAX_SUBJECT) return `${subject.length} characters, at most ${MAX_SUBJECT}`;
  if (!AREA.test(subject)) return 'no "area: " prefix (e.g. "bookings: refund by card")';
  if (/\s$/.test(subject)) return 'ends in white space';
  return undefined;
}

/** The subject of a commit message as git stores it: its first line, comments dropped. */
export function subjectOfMessage(message: string): string {
  return (
    message
      .split('\n')
      .find((line) => !line.startsWith('#') && line.trim() !== '')
      ?.trimEnd() ?? ''
  );
}

export interface Commit {
  sha: string;
  subject: string;
}

const git = (cwd: string, args: string[]) =>
  spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/**
 * The commits after SUBJECT_BASE that HEAD contains, merges left out; null when `cwd` is no git
 * work tree (an unpacked tarball, a Docker build) or git is missing. A shallow clone without the
 * base commit is cut by the base's commit time instead.
 */
export function commitsAfterBase(
  cwd: string,
  base = SUBJECT_BASE,
  baseTime = SUBJECT_BASE_TIME,
): Commit[] | null {
  const inside = git(cwd, ['rev-parse', '--is-inside-work-tree']);
  if (inside.error || inside.status !== 0) return null;
  if (git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']).status !== 0) return [];
  const hasBase = git(cwd, ['cat-file', '-e', `${base}^{commit}`]).status === 0;
  const range = hasBase ? [`${base}..HEAD`] : ['HEAD', `--since=${baseTime + 1}`];
  const log = git(cwd, ['log', '--no-merges', '--format=%H%x00%ct%x00%s', ...range]);
  if (log.status !== 0) throw new Error(`git log failed: ${log.stderr}`);
  return log.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\0'))
    .filter(([, time]) => hasBase || Number(time) > baseTime)
    .map(([sha, , subject]) => ({ sha, subject }));
}
