import 'reflect-metadata';
import { createApp } from './app.setup';
import { Env } from './config/env';
import { refuseDemoPasswordInProduction } from './modules/auth/demo-guard';

async function bootstrap(): Promise<void> {
  const app = await createApp({ benchRoutes: process.env.BENCH_ROUTES === 'true' });
  const env = app.get(Env);
  await refuseDemoPasswordInProduction(app, env);
  await app.listen(env.PORT, process.env.HOST ?? '0.0.0.0');
}

bootstrap().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
