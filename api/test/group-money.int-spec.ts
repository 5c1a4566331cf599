/* eslint-disable @typescript-eslint/no-require-imports -- each suite registers its tests inside its block */
// Light suites on invoices, payments, figures and seasonal contracts, in one jest file (see helpers/suite-group.ts).
import { suite } from './helpers/suite-group';

suite('admin-invoices', () => require('./admin-invoices.int-suite'));
suite('analytics', () => require('./analytics.int-suite'));
suite('tourist-tax', () => require('./tourist-tax.int-suite'));
suite('seasonal-figures', () => require('./seasonal-figures.int-suite'));
suite('admin-payments', () => require('./admin-payments.int-suite'));
suite('payment-methods', () => require('./payment-methods.int-suite'));
suite('payment-reminders', () => require('./payment-reminders.int-suite'));
suite('seasonal', () => require('./seasonal.int-suite'));
suite('access-codes', () => require('./access-codes.int-suite'));
