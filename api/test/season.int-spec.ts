import fc from 'fast-check';
import { DESK_ACTIONS } from './season-commands';
import { Desk } from './season-desk';
import { newModel, PITCHES, TODAY0, WINTER, type PitchCode } from './season-model';
import { withDemoCatalog } from './helpers/catalog';
import { createTestApp, signInAs, type TestApp } from './helpers/test-app';
import { RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

/**
 * A season of desk work, model-based: fast-check generates sequences of what a front desk does —
 * phone and online bookings (pay on arrival, bank transfer, card with a winter deposit), payments
 * and refunds, edits that move dates, pitch and party or add extras, cancellations by staff (with
 * each refund choice) and guests before and after the policy's deadlines, no-shows, refunds paid
 * out later, the guest paying a balance, the clock moving on —
 * and runs them against the real API and PostgreSQL, checking after every step that the books add
 * up (see `season-invariants.ts`). Each sequence starts from an empty season on 22 Nov 2026.
 *
 * Seeded; the seed is printed. `SEASON_SEED=<n>` replays a run; a failure prints its shrunk
 * sequence with `SEASON_SEED`, `SEASON_PATH` and `SEASON_REPLAY` to run exactly that sequence
 * again. `SEASON_STEPS` sets about how many steps to run (150 in `npm test`;
 * `npm run test:season` runs 10,000), `SEASON_MAX_COMMANDS` the longest sequence (30), `SEASON_TIME_MS` the longest run (90 s; a
 * run cut short says so, a failure is then reported as far as it was shrunk).
 */
const SEED = Number(process.env.SEASON_SEED ?? Date.now() % 2_147_483_647);
const STEPS = Number(process.env.SEASON_STEPS ?? 150);
const MAX_COMMANDS = Number(process.env.SEASON_MAX_COMMANDS ?? 30);
const PATH = process.env.SEASON_PATH;
const REPLAY = process.env.SEASON_REPLAY;
/** `SEASON_TIME_MS`: longest run (default 90 s, or 300 ms a step for long runs). */
const TIME_LIMIT = Number(process.env.SEASON_TIME_MS ?? Math.max(90_000, STEPS * 300));
const TIMEOUT = TIME_LIMIT + 60_000;
/** Sequences run ~MAX_COMMANDS/3 steps on average (actions on a booking wait for one). */
const RUNS = Math.max(1, Math.ceil(STEPS / (MAX_COMMANDS / 3)));

describe('a season at the front desk (model-based)', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let desk: Desk;

  beforeAll(async () => {
    stripe = await startStripeStandIn({ autoDeliver: false });
    t = await createTestApp({ env: { ...RELAXED_ABUSE_LIMITS, ...stripe.env } });
    const demo = await withDemoCatalog(t);
    const admin = await signInAs(t, 'admin');
    // The winter season asks card bookings for a 30 % deposit, the balance 14 days before arrival.
    const seasons = await admin.agent.get('/api/admin/seasons').expect(200);
    const winter = (seasons.body as Array<{ id: string; startDate: string }>).find(
      (s) => s.startDate === WINTER.start,
    )!;
    await admin.agent
      .put(`/api/admin/seasons/${winter.id}`)
      .set('X-CSRF-Token', admin.csrf)
      .send({
        depositKind: 'percent',
        depositValue: WINTER.depositBp,
        balanceDueDays: WINTER.balanceDays,
      })
      .expect(200);
    const pitchIds = Object.fromEntries(PITCHES.map((p) => [p, demo.pitch(p).id])) as Record<
      PitchCode,
      string
    >;
    desk = new Desk(t, admin, stripe, pitchIds);
    process.stdout.write(
      `season: seed ${SEED} (SEASON_SEED=${SEED}), about ${STEPS} steps in ${RUNS} sequences of up to ${MAX_COMMANDS}\n`,
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it(
    'keeps ledger, invoices, stornos, occupancy, tourist tax and analytics consistent after every step',
    async () => {
      const started = Date.now();
      let sequences = 0;
      const commands = fc.commands(
        DESK_ACTIONS.flatMap(({ weight, arbitrary }) =>
          Array.from({ length: weight }, () => arbitrary),
        ),
        { maxCommands: MAX_COMMANDS, size: 'max', ...(REPLAY ? { replayPath: REPLAY } : {}) },
      );
      let firstFailure = true;
      // A run cut short by the time limit leaves its sequence running: it is stopped at its next
      // step and awaited before the app closes (its outcome no longer counts).
      let inFlight: Promise<unknown> = Promise.resolve();
      const property = fc.asyncProperty(commands, async (cmds) => {
        sequences++;
        const run = fc.asyncModelRun(async () => {
          await desk.reset();
          desk.setDay(TODAY0);
          return { model: newModel(), real: desk };
        }, cmds);
        inFlight = run.catch(() => undefined);
        try {
          await run;
        } catch (e) {
          // The first failure as found, before shrinking (which may take a while).
          if (firstFailure && !desk.stopped)
            process.stdout.write(
              `season: first failure, shrinking:\n${String(e instanceof Error ? e.message : e)}\n`,
            );
          firstFailure = false;
          throw e;
        }
      });
      const out = await fc.check(property, {
        seed: SEED,
        numRuns: RUNS,
        // A bound on the wall time, for shrinking long sequences above all: past it no further run
        // starts; a failure is reported as shrunk so far, a pass says it was cut short.
        interruptAfterTimeLimit: TIME_LIMIT,
        ...(PATH ? { path: PATH, endOnFailure: true } : {}),
      });
      desk.stopped = true;
      await inFlight;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `season: ${desk.steps} steps in ${sequences} sequences, ${seconds} s (seed ${SEED})${out.interrupted ? `, cut short after ${TIME_LIMIT / 1000} s` : ''}\nseason: actions done/refused: ${desk.tallyText()}\n`,
      );
      if (out.failed) {
        const replay = /replayPath="([^"]+)"/.exec(String(out.counterexample?.[0]))?.[1];
        const how = `SEASON_SEED=${SEED} SEASON_PATH=${out.counterexamplePath}${replay ? ` SEASON_REPLAY=${replay}` : ''} npx jest test/season.int-spec.ts`;
        throw new Error(
          `A season broke the books. Replay: ${how}\n${fc.defaultReportMessage(out) ?? ''}\n\n${out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance)}`,
        );
      }
    },
    TIMEOUT,
  );
});
