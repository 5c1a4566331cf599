import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';

/**
 * Base of every processor: a worker's connection errors (Redis restarting, a job whose keys vanished
 * with a Redis that had no persistence) are logged instead of surfacing as an unhandled 'error'
 * event, which would take the whole worker process down; BullMQ reconnects and carries on.
 */
export abstract class AppWorkerHost extends WorkerHost {
  protected readonly workerLogger = new Logger(this.constructor.name);

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.workerLogger.warn(`Queue worker error: ${error.message}`);
  }

  @OnWorkerEvent('failed')
  onJobFailed(
    job: { id?: string; name: string; attemptsMade: number } | undefined,
    error: Error,
  ): void {
    this.workerLogger.warn(
      `Job ${job?.name ?? '?'} ${job?.id ?? ''} failed (attempt ${job?.attemptsMade ?? '?'}): ${error.message}`,
    );
  }
}
