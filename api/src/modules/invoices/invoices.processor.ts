import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import {
  ISSUE_INVOICE_JOB,
  ISSUE_STORNO_JOB,
  REISSUE_INVOICE_JOB,
  SUPPLEMENT_INVOICE_JOB,
  type InvoiceJobData,
} from './invoice-requests';
import { InvoiceIssuing } from './invoice-issuing.service';

/**
 * Issues invoices, stornos, and the storno plus new invoice of a changed stay; every job is
 * idempotent (a second run changes nothing). Several run at once: they only queue up at the year's
 * counter rows, which each holds just until its commit.
 */
@Processor(Queue.Invoices, { concurrency: 4 })
export class InvoicesProcessor extends AppWorkerHost {
  constructor(private readonly invoices: InvoiceIssuing) {
    super();
  }

  async process(job: Job<InvoiceJobData>): Promise<unknown> {
    if (job.name === ISSUE_INVOICE_JOB) return this.invoices.issueInvoice(job.data.bookingId);
    if (job.name === ISSUE_STORNO_JOB) return this.invoices.issueStorno(job.data.bookingId);
    if (job.name === REISSUE_INVOICE_JOB)
      return this.invoices.reissueInvoice(job.data.bookingId, job.data.revision ?? 0);
    if (job.name === SUPPLEMENT_INVOICE_JOB)
      return this.invoices.issueSupplement(job.data.bookingId, job.data.key ?? '');
    return undefined;
  }
}
