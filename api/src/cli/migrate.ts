import 'reflect-metadata';
import { runCli, withOrm } from './cli-context';

/** `npm run db:migrate`: applies pending migrations, all or nothing. */
runCli(() =>
  withOrm(async (orm) => {
    const applied = await orm.getMigrator().up();
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`
        : 'Database schema is up to date.',
    );
  }),
);
