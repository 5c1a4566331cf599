/* eslint-disable @typescript-eslint/no-require-imports -- each suite registers its tests inside its block */
// Light suites on the catalogue, prices and what the API refuses, in one jest file (see helpers/suite-group.ts).
import { suite } from './helpers/suite-group';

suite('admin-catalog', () => require('./admin-catalog.int-suite'));
suite('catalog', () => require('./catalog.int-suite'));
suite('pricing-preview', () => require('./pricing-preview.int-suite'));
suite('admin-pricing', () => require('./admin-pricing.int-suite'));
suite('date-caps', () => require('./date-caps.int-suite'));
suite('booking-validation', () => require('./booking-validation.int-suite'));
suite('validation', () => require('./validation.int-suite'));
suite('validation-bombs', () => require('./validation-bombs.int-suite'));
suite('bad-input', () => require('./bad-input.int-suite'));
suite('ra-simple-rest', () => require('./ra-simple-rest.int-suite'));
suite('dutch', () => require('./dutch.int-suite'));
