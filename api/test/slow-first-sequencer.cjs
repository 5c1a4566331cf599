/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports -- jest loads its test sequencer with require() */
// The order jest starts the suites in: the longest first, so that no 1–2 minute suite starts late
// and runs alone at the end while the other workers idle. Jest's own order starts the suites that
// took longest last time, but a fresh clone (CI) has no such record and falls back to file size,
// which says little here (the fuzz and season suites are short files driving long runs). Measured
// on the 2-core machine under `npm test`: fuzz 75–130 s, season up to its 90 s budget, invoices
// 15–75 s, the rest mostly under 35 s. Suites not named keep jest's order after these.
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = [
  'test/fuzz.int-spec.ts',
  'test/season.int-spec.ts',
  'test/invoices.int-spec.ts',
  // The groups of light suites (helpers/suite-group.ts): 45-60 s each.
  'test/group-bookings.int-spec.ts',
  'test/group-catalog.int-spec.ts',
  'test/group-site.int-spec.ts',
  'test/group-money.int-spec.ts',
  'test/group-access.int-spec.ts',
  'test/invoice-corrections.int-spec.ts',
  'test/cancel-refunds.int-spec.ts',
  'test/worker-crash.int-spec.ts',
  'test/reconciler.int-spec.ts',
  'test/mail.int-spec.ts',
  'test/worker-shutdown.int-spec.ts',
];

const rank = (test) => {
  const i = LONGEST.findIndex((suffix) => test.path.endsWith(suffix));
  return i === -1 ? LONGEST.length : i;
};

class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    // Array.prototype.sort is stable: the rest keep jest's order.
    return [...ordered].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
