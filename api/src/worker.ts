import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { Env } from 'src/config/env';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  app.enableShutdownHooks();
  // Each queue worker and queue closes within WORKER_CLOSE_TIMEOUT_MS (see queues/app-worker.ts);
  // this is the last resort should anything else in the shutdown hang: the process still ends.
  const limit = 2 * app.get(Env).WORKER_CLOSE_TIMEOUT_MS + 5000;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`Worker stopping (${signal})`);
      setTimeout(() => {
        logger.error(`Worker did not shut down within ${limit} ms; exiting`);
        process.exit(1);
      }, limit).unref();
    });
  }
  logger.log('Worker started');
}

bootstrap().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
