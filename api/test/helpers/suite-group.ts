/**
 * Light integration suites run in a few group files (test/group-*.int-spec.ts) instead of one jest
 * file each. Jest loads the whole module graph (NestJS, MikroORM, BullMQ, the app's own modules)
 * anew for every file, about 1.5 CPU-s; for a suite whose tests take a few seconds that was a third
 * of its cost. A grouped suite is an ordinary suite named `*.int-suite.ts`: it still creates its own
 * app on its own database, and here it runs inside a describe block of its name, with the
 * environment put back as it was afterwards (createTestApp's `env` and a suite's own settings
 * would otherwise reach the suites after it). A suite that sets `process.env` while it loads would
 * do so before any of the group's tests run, so such a suite stays a file of its own. Run one with
 * `npx jest test/group-<name>.int-spec.ts -t '^<suite> '`.
 */
export function suite(name: string, load: () => unknown): void {
  describe(name, () => {
    let saved: NodeJS.ProcessEnv = {};
    beforeAll(() => {
      saved = { ...process.env };
    });
    afterAll(() => {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    });
    // The suite registers its hooks and tests while this block is being collected.
    load();
  });
}
