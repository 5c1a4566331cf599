import { BullModule } from '@nestjs/bullmq';
import { AlertsCoreModule } from 'src/modules/alerts/alerts.module';
import { AlertsProcessor, AlertsScheduler } from 'src/modules/alerts/alerts.processor';
import { GdprCoreModule } from 'src/modules/gdpr/gdpr.module';
import { RetentionProcessor, RetentionScheduler } from 'src/modules/gdpr/retention.processor';
import { Module } from '@nestjs/common';
import { WaitlistCoreModule } from 'src/modules/waitlist/waitlist.module';
import { SeasonalCoreModule } from 'src/modules/seasonal/seasonal.module';
import { SeasonalProcessor, SeasonalScheduler } from 'src/modules/seasonal/seasonal.processor';
import { WaitlistProcessor, WaitlistScheduler } from 'src/modules/waitlist/waitlist.processor';
import { RegistrationsCoreModule } from 'src/modules/registrations/registrations.module';
import {
  RegistrationsProcessor,
  RegistrationsScheduler,
} from 'src/modules/registrations/registrations.processor';
import { IcalCoreModule } from 'src/modules/ical/ical-core.module';
import {
  IcalRefreshProcessor,
  IcalRefreshScheduler,
} from 'src/modules/ical/ical-refresh.processor';
import { ReconcilerCoreModule } from 'src/modules/reconciler/reconciler.module';
import {
  ReconcilerProcessor,
  ReconcilerScheduler,
} from 'src/modules/reconciler/reconciler.processor';
import { LoggerModule } from 'nestjs-pino';
import { loggerParams } from 'src/common/logging';
import { ConfigModule } from 'src/config/config.module';
import { Env } from 'src/config/env';
import { DatabaseModule } from 'src/database/database.module';
import { AuthCoreModule } from 'src/modules/auth/auth.module';
import { BookingsCoreModule } from 'src/modules/bookings/bookings-core.module';
import {
  HoldExpiryProcessor,
  HoldExpiryScheduler,
} from 'src/modules/bookings/hold-expiry.processor';
import { CommonModule } from 'src/common/common.module';
import {
  SessionPurgeProcessor,
  SessionPurgeScheduler,
} from 'src/modules/auth/session-purge.processor';
import { AccessCodesCoreModule } from 'src/modules/access-codes/access-codes-core.module';
import {
  AccessCodesProcessor,
  AccessCodesScheduler,
} from 'src/modules/access-codes/access-codes.processor';
import { BullRootModule } from 'src/queues/bullmq';
import { OutboxModule } from 'src/queues/outbox.module';
import { OutboxRelay } from 'src/queues/outbox-relay.service';
import { QueueStatsModule } from 'src/queues/queue-stats';
import { RedisModule } from 'src/queues/redis.module';
import { Queue } from 'src/queues/queue-names';
import { WeatherCoreModule } from 'src/modules/weather/weather-core.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { PaymentsCoreModule } from 'src/modules/payments/payments-core.module';
import { InvoicesCoreModule } from 'src/modules/invoices/invoices-core.module';
import { InvoicesProcessor } from 'src/modules/invoices/invoices.processor';
import { MailProcessor } from 'src/modules/mail/mail.processor';
import { RemindersCoreModule } from 'src/modules/payments/reminders/reminders.module';
import {
  RemindersProcessor,
  RemindersScheduler,
} from 'src/modules/payments/reminders/reminders.processor';
import {
  WeatherRefreshProcessor,
  WeatherRefreshScheduler,
} from 'src/modules/weather/weather-refresh.processor';

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
      { name: Queue.Invoices },
      { name: Queue.Reminders },
      { name: Queue.Alerts },
      { name: Queue.Retention },
      { name: Queue.Waitlist },
      { name: Queue.Registrations },
      { name: Queue.Ical },
      { name: Queue.Reconcile },
      { name: Queue.Seasonal },
    ),
    RedisModule,
    OutboxModule,
    AccessCodesCoreModule,
    CommonModule,
    BookingsCoreModule,
    AuthCoreModule,
    WeatherCoreModule,
    MailCoreModule,
    PaymentsCoreModule,
    InvoicesCoreModule,
    RemindersCoreModule,
    // The alert rules read the queues' counts (failed jobs, backlog).
    QueueStatsModule,
    AlertsCoreModule,
    GdprCoreModule,
    WaitlistCoreModule,
    RegistrationsCoreModule,
    IcalCoreModule,
    ReconcilerCoreModule,
    SeasonalCoreModule,
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
    InvoicesProcessor,
    RemindersProcessor,
    RemindersScheduler,
    AlertsProcessor,
    AlertsScheduler,
    RetentionProcessor,
    RetentionScheduler,
    WaitlistProcessor,
    WaitlistScheduler,
    RegistrationsProcessor,
    RegistrationsScheduler,
    IcalRefreshProcessor,
    IcalRefreshScheduler,
    ReconcilerProcessor,
    ReconcilerScheduler,
    SeasonalProcessor,
    SeasonalScheduler,
  ],
})
export class WorkerModule {}
