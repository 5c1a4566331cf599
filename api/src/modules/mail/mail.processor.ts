import { Processor } from '@nestjs/bullmq';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import type { SendResult } from './mail-delivery';
import { MailSender } from './mail-sender.service';
import { PermanentMailError } from './mail-transport';
import { MailThrottledError } from './send-rate';
import { MAIL_SEND_JOB, type MailJobData } from './mail.types';

/**
 * Sends the mails of `Queue.Mail`. A failed attempt is retried with BullMQ's backoff; a mail that
 * can never succeed (unknown booking, a 5xx from the SMTP server) fails at once. Running a job
 * twice sends once (the message log's dedupe key is the job id).
 */
@Processor(Queue.Mail, { concurrency: 4 })
export class MailProcessor extends AppWorkerHost {
  constructor(private readonly sender: MailSender) {
    super();
  }

  async process(job: Job<MailJobData>, token?: string): Promise<SendResult | undefined> {
    if (job.name !== MAIL_SEND_JOB) return undefined;
    try {
      return await this.sender.handleJob(job.data, job.id ?? randomUUID(), token ?? randomUUID());
    } catch (e) {
      if (e instanceof PermanentMailError) throw new UnrecoverableError(e.message);
      if (e instanceof MailThrottledError && token) {
        // Not a failure: the job goes back to the queue until its recipient's window has passed.
        await job.moveToDelayed(Date.now() + e.retryAfterMs, token);
        throw new DelayedError();
      }
      throw e;
    }
  }
}
