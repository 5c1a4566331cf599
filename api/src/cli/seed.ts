import 'reflect-metadata';
import { DemoSeeder } from 'src/database/seeders/DemoSeeder';
import { runCli, withOrm } from './cli-context';

/** `npm run db:seed`: adds the demo campsite where it is missing (idempotent). */
runCli(() =>
  withOrm(async (orm) => {
    await orm.getSeeder().seed(DemoSeeder);
    console.log('Demo data is in place.');
  }),
);
