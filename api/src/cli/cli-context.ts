import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnv } from 'src/config/env';
import { ormConfig } from 'src/database/orm.config';

/** Runs a CLI task with its own ORM connection and a readable error instead of a stack trace. */
export async function withOrm(task: (orm: MikroORM) => Promise<void>): Promise<void> {
  const orm = await MikroORM.init(
    ormConfig(loadEnv(undefined, ['DATABASE_URL', 'DATABASE_POOL_MAX'])),
  );
  try {
    await task(orm);
  } finally {
    await orm.close(true);
  }
}

export function runCli(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
