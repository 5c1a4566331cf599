/* eslint-disable @typescript-eslint/no-require-imports -- each suite registers its tests inside its block */
// Light suites on settings, operations, uploads, alerts and the message log, in one jest file (see helpers/suite-group.ts).
import { suite } from './helpers/suite-group';

suite('system-settings', () => require('./system-settings.int-suite'));
suite('settings', () => require('./settings.int-suite'));
suite('ops', () => require('./ops.int-suite'));
suite('health', () => require('./health.int-suite'));
suite('frontends', () => require('./frontends.int-suite'));
suite('uploads', () => require('./uploads.int-suite'));
suite('feature-toggles', () => require('./feature-toggles.int-suite'));
suite('alerts', () => require('./alerts.int-suite'));
suite('mailbox-aliases', () => require('./mailbox-aliases.int-suite'));
suite('mail-admin', () => require('./mail-admin.int-suite'));
suite('mail-lookalike-names', () => require('./mail-lookalike-names.int-suite'));
