import { Global, Module } from '@nestjs/common';
import { OutboxService } from './outbox.service';

/** The producer side of the outbox; the relay lives in the worker (WorkerModule). */
@Global()
@Module({ providers: [OutboxService], exports: [OutboxService] })
export class OutboxModule {}
