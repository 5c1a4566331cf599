import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { loggerParams } from './common/logging';
import { ConfigModule } from './config/config.module';
import { Env } from './config/env';
import { DatabaseModule } from './database/database.module';
import { AuthCoreModule } from './modules/auth/auth.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { HoldExpiryProcessor, HoldExpiryScheduler } from './modules/bookings/hold-expiry.processor';
import { CommonModule } from './common/common.module';
import {
  SessionPurgeProcessor,
  SessionPurgeScheduler,
} from './modules/auth/session-purge.processor';
import { BullRootModule } from './queues/bullmq';
import { Queue } from './queues/queue-names';

/** The worker process: queue processors and job schedulers, no HTTP. */
@Module({
  imports: [
    ConfigModule,
    LoggerModule.forRootAsync({ inject: [Env], useFactory: loggerParams }),
    DatabaseModule,
    BullRootModule,
    BullModule.registerQueue({ name: Queue.Maintenance }, { name: Queue.Bookings }),
    CommonModule,
    BookingsModule,
    AuthCoreModule,
  ],
  providers: [
    SessionPurgeProcessor,
    SessionPurgeScheduler,
    HoldExpiryProcessor,
    HoldExpiryScheduler,
  ],
})
export class WorkerModule {}
