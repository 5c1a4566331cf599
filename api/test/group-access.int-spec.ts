/* eslint-disable @typescript-eslint/no-require-imports -- each suite registers its tests inside its block */
// Light suites on sign-in, roles, access and personal data, in one jest file (see helpers/suite-group.ts).
import { suite } from './helpers/suite-group';

suite('security', () => require('./security.int-suite'));
suite('access-control', () => require('./access-control.int-suite'));
suite('roles', () => require('./roles.int-suite'));
suite('users', () => require('./users.int-suite'));
suite('auth', () => require('./auth.int-suite'));
suite('gdpr', () => require('./gdpr.int-suite'));
suite('registrations', () => require('./registrations.int-suite'));
suite('registrations-desk', () => require('./registrations-desk.int-suite'));
