import 'reflect-metadata';
import { createApp, listen } from './app.setup';
import { loadEnv } from 'src/config/env';
import { refuseDemoPasswordInProduction } from 'src/modules/auth/demo-guard';

async function bootstrap(): Promise<void> {
  const env = loadEnv();
  const app = await createApp({ benchRoutes: env.BENCH_ROUTES });
  await refuseDemoPasswordInProduction(app, env);
  await listen(app, env);
}

bootstrap().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
