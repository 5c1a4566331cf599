import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { createApp } from 'src/app.setup';
import type { AppOptions } from 'src/app.module';
import { hashPassword } from 'src/modules/auth/password';
import { User, type Role } from 'src/modules/auth/user.entity';
import {
  adminQuery,
  baseDatabaseUrl,
  suiteDatabasePrefix,
  templateDatabase,
  withDatabase,
} from './db';

export interface TestApp {
  app: NestExpressApplication;
  server: Server;
  databaseUrl: string;
  redisPrefix: string;
  em(): EntityManager;
  close(): Promise<void>;
}

/**
 * A real app on its own database (cloned from the migrated template) and its own Redis key prefix,
 * so suites run in parallel without seeing each other's rows, sessions or rate-limit counters.
 */
export async function createTestApp(
  options: AppOptions & { frontends?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const suffix = randomBytes(6).toString('hex');
  const database = `${suiteDatabasePrefix()}${suffix}`;
  await adminQuery(`create database ${database} template ${templateDatabase()}`);
  const databaseUrl = withDatabase(baseDatabaseUrl(), database);
  const redisPrefix = `test_${suffix}`;
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    DATABASE_POOL_MAX: '20',
    ...options.env,
  });
  const app = await createApp({ frontends: false, ...options });
  await app.init();
  return {
    app,
    server: app.getHttpServer() as Server,
    databaseUrl,
    redisPrefix,
    em: () => app.get(EntityManager).fork(),
    close: async () => {
      await app.close();
      await adminQuery(`drop database if exists ${database} with (force)`);
    },
  };
}

let counter = 0;
export async function createUser(
  t: TestApp,
  props: { role?: Role; email?: string; password?: string; active?: boolean; name?: string } = {},
): Promise<{ user: User; password: string }> {
  const password = props.password ?? `pw-${randomBytes(8).toString('hex')}`;
  const em = t.em();
  const user = em.create(User, {
    email:
      props.email?.toLowerCase() ??
      `staff${++counter}-${randomBytes(3).toString('hex')}@example.at`,
    role: props.role ?? 'admin',
    name: props.name ?? 'Test User',
    active: props.active ?? true,
    passwordHash: await hashPassword(password),
  });
  await em.persistAndFlush(user);
  return { user, password };
}

export interface SignedIn {
  agent: request.Agent;
  csrf: string;
  cookies: string[];
}

/** Signs in through the real login route; the agent keeps the cookies, `csrf` goes in X-CSRF-Token. */
export async function signIn(t: TestApp, email: string, password: string): Promise<SignedIn> {
  const agent = request.agent(t.server);
  const res = await agent.post('/api/demo-login').send({ email, password }).expect(200);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const csrf = cookies.map((c) => /^csrf=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!csrf) throw new Error('login did not set the csrf cookie');
  return { agent, csrf, cookies };
}

export async function signInAs(
  t: TestApp,
  role: Role = 'admin',
): Promise<SignedIn & { user: User }> {
  const { user, password } = await createUser(t, { role });
  return { ...(await signIn(t, user.email, password)), user };
}
