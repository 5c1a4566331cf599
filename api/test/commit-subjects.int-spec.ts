import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The lint script's rule lives beside the scripts, outside the API (only node: imports of its own).
// eslint-disable-next-line no-restricted-imports
import {
  commitsAfterBase,
  subjectOfMessage,
  subjectProblem,
} from '../../scripts/lib/commit-subjects';

/** The commit-subject rule `npm run lint` and the commit-msg hook apply (scripts/commit-subjects.ts). */
describe('commit subject check', () => {
  it('accepts "area: summary" up to 72 characters', () => {
    expect(subjectProblem('bookings: refund by the method staff chose')).toBeUndefined();
    expect(subjectProblem('public-web: one checkout hook')).toBeUndefined();
    expect(subjectProblem(`e2e: ${'x'.repeat(67)}`)).toBeUndefined();
  });

  it('refuses a subject over 72 characters, naming its length', () => {
    expect(subjectProblem(`e2e: ${'x'.repeat(68)}`)).toBe('73 characters, at most 72');
  });

  it('refuses a subject without an area prefix', () => {
    for (const subject of ['Fix the checkout', 'Bookings: refund', 'e2e:no space', ': empty area'])
      expect(subjectProblem(subject)).toMatch(/no "area: " prefix/);
  });

  it('reads the subject of a message as git will store it', () => {
    expect(subjectOfMessage('# Please enter\n\napi: keep idle connections  \n\nbody\n')).toBe(
      'api: keep idle connections',
    );
  });

  describe('in a repository', () => {
    let dir: string;
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.at', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).trim();
    let files = 0;
    const commit = (subject: string) => {
      writeFileSync(join(dir, `f${++files}.txt`), subject);
      git('add', '.');
      git('commit', '-q', '-m', subject);
      return git('rev-parse', 'HEAD');
    };
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'subjects-'));
      git('init', '-q', '-b', 'main');
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('checks only the commits after the base, merges left out', () => {
      commit('An old subject from before the rule that is far longer than seventy-two characters');
      const base = commit('docs: the base');
      commit('api: first after the base');
      git('checkout', '-q', '-b', 'side');
      commit('Side change without area');
      git('checkout', '-q', 'main');
      commit('e2e: second on main');
      git('merge', '-q', '--no-ff', '--no-edit', 'side');
      expect(
        commitsAfterBase(dir, base, 0)
          ?.map((c) => c.subject)
          .sort(),
      ).toEqual(['Side change without area', 'api: first after the base', 'e2e: second on main']);
    });

    it('cuts a clone that lacks the base commit by the base commit time', () => {
      commit('api: one');
      const time = Number(git('log', '-1', '--format=%ct'));
      expect(commitsAfterBase(dir, 'f'.repeat(40), time - 1)?.map((c) => c.subject)).toEqual([
        'api: one',
      ]);
      expect(commitsAfterBase(dir, 'f'.repeat(40), time)).toEqual([]);
    });

    it('has nothing to check outside a git work tree or before the first commit', () => {
      expect(commitsAfterBase(dir)).toEqual([]);
      rmSync(join(dir, '.git'), { recursive: true, force: true });
      expect(commitsAfterBase(dir)).toBeNull();
    });
  });
});
