import { Module } from '@nestjs/common';
import { OutboxModule } from 'src/queues/outbox.module';
import { InvoiceRequests } from './invoice-requests';

/** Only the producer of invoice jobs: what payments and bookings import (no circle back to them). */
@Module({
  imports: [OutboxModule],
  providers: [InvoiceRequests],
  exports: [InvoiceRequests],
})
export class InvoiceRequestsModule {}
