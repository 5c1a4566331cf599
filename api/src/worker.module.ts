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
import { AccessCodesModule } from './modules/access-codes/access-codes.module';
import {
  AccessCodesProcessor,
  AccessCodesScheduler,
} from './modules/access-codes/access-codes.processor';
import { BullRootModule } from './queues/bullmq';
import { OutboxModule } from './queues/outbox.module';
import { OutboxRelay } from './queues/outbox-relay.service';
import { RedisModule } from './queues/redis.module';
import { Queue } from './queues/queue-names';
import { WeatherCoreModule } from './modules/weather/weather.module';
import { MailCoreModule } from './modules/mail/mail.module';
import { MailProcessor } from './modules/mail/mail.processor';
import {
  WeatherRefreshProcessor,
  WeatherRefreshScheduler,
} from './modules/weather/weather-refresh.processor';

/** The worker process: queue processors and job schedulers, no HTTP. */
@Module({
  imports: [
    ConfigModule,
    LoggerModule.forRootAsync({ inject: [Env], useFactory: loggerParams }),
    DatabaseModule,
    BullRootModule,
    BullModule.registerQueue(
      { name: Queue.Maintenance },
      { name: Queue.Bookings },
      { name: Queue.Mail },
      { name: Queue.AccessCodes },
      { name: Queue.Weather },
    ),
    RedisModule,
    OutboxModule,
    AccessCodesModule,
    CommonModule,
    BookingsModule,
    AuthCoreModule,
    WeatherCoreModule,
    MailCoreModule,
  ],
  providers: [
    SessionPurgeProcessor,
    SessionPurgeScheduler,
    HoldExpiryProcessor,
    HoldExpiryScheduler,
    AccessCodesProcessor,
    AccessCodesScheduler,
    OutboxRelay,
    WeatherRefreshProcessor,
    WeatherRefreshScheduler,
    MailProcessor,
  ],
})
export class WorkerModule {}
