/* eslint-disable @typescript-eslint/no-require-imports -- each suite registers its tests inside its block */
// Light suites on bookings at the desk and online, and the guest's view, in one jest file (see helpers/suite-group.ts).
import { suite } from './helpers/suite-group';

suite('phone-booking', () => require('./phone-booking.int-suite'));
suite('bookings', () => require('./bookings.int-suite'));
suite('admin-bookings', () => require('./admin-bookings.int-suite'));
suite('desk-payment', () => require('./desk-payment.int-suite'));
suite('desk-cache', () => require('./desk-cache.int-suite'));
suite('front-desk', () => require('./front-desk.int-suite'));
suite('booking-details', () => require('./booking-details.int-suite'));
suite('verification-window', () => require('./verification-window.int-suite'));
suite('abuse-holds', () => require('./abuse-holds.int-suite'));
suite('guest-language', () => require('./guest-language.int-suite'));
suite('plate-gate', () => require('./plate-gate.int-suite'));
