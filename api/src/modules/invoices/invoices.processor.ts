import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { Queue } from 'src/queues/queue-names';
import { AppWorkerHost } from 'src/queues/worker-host';
import { ISSUE_INVOICE_JOB, ISSUE_STORNO_JOB, type InvoiceJobData } from './invoice-requests';
import { InvoicesService } from './invoices.service';

/** Issues invoices and stornos; both jobs are idempotent (a second run changes nothing). */
@Processor(Queue.Invoices)
export class InvoicesProcessor extends AppWorkerHost {
  constructor(private readonly invoices: InvoicesService) {
    super();
  }

  async process(job: Job<InvoiceJobData>): Promise<unknown> {
    if (job.name === ISSUE_INVOICE_JOB) return this.invoices.issueInvoice(job.data.bookingId);
    if (job.name === ISSUE_STORNO_JOB) return this.invoices.issueStorno(job.data.bookingId);
    return undefined;
  }
}
