import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { CliModule } from './cli.module';
import { UsersService } from 'src/modules/auth/users.service';
import { ROLES, type Role } from 'src/modules/auth/user.entity';
import { MIN_PASSWORD_LENGTH } from 'src/modules/auth/password';
import { isCommonPassword } from 'src/modules/auth/password-policy';
import { runCli } from './cli-context';

const USAGE =
  'Usage: npm run user:create -- --email <email> --password <password> [--role admin|staff] [--name "Full Name"]';

/** Creates a staff account or resets its password and role; the way to get the first admin in production. */
runCli(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string' },
    },
  });
  const { email, password, role, name } = values;
  if (!email || !password) throw new Error(USAGE);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new Error(`Not an email address: ${email}\n${USAGE}`);
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (isCommonPassword(password))
    throw new Error('The password is on the list of common passwords; choose another one.');
  if (!ROLES.includes(role as Role))
    throw new Error(`Unknown role ${role}; use one of ${ROLES.join(', ')}.`);

  const app = await NestFactory.createApplicationContext(CliModule, { logger: ['error'] });
  try {
    const { user, created } = await app
      .get(UsersService)
      .upsert(email, password, role as Role, name);
    console.log(
      `${created ? 'Created' : 'Updated'} ${user.role} ${user.email}${created ? '' : ' (password reset, sessions ended)'}.`,
    );
  } finally {
    await app.close();
  }
});
