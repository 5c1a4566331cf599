import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { CommonModule } from 'src/common/common.module';
import { loggerParams } from 'src/common/logging';
import { ConfigModule } from 'src/config/config.module';
import { Env } from 'src/config/env';
import { DatabaseModule } from 'src/database/database.module';
import { AssetsModule } from 'src/modules/assets/assets.module';
import { AlertsModule } from 'src/modules/alerts/alerts.module';
import { GdprModule } from 'src/modules/gdpr/gdpr.module';
import { RegistrationsModule } from 'src/modules/registrations/registrations.module';
import { AnalyticsModule } from 'src/modules/analytics/analytics.module';
import { AccessCodesModule } from 'src/modules/access-codes/access-codes.module';
import { AuthModule } from 'src/modules/auth/auth.module';
import { BookingsModule } from 'src/modules/bookings/bookings.module';
import { WaitlistModule } from 'src/modules/waitlist/waitlist.module';
import { SeasonalModule } from 'src/modules/seasonal/seasonal.module';
import { CatalogModule } from 'src/modules/catalog/catalog.module';
import { PricingModule } from 'src/modules/pricing/pricing.module';
import { HealthModule } from 'src/modules/health/health.module';
import { ReconcilerModule } from 'src/modules/reconciler/reconciler.module';
import { OpsModule } from 'src/modules/ops/ops.module';
import { SettingsModule } from 'src/modules/settings/settings.module';
import { WeatherModule } from 'src/modules/weather/weather.module';
import { IcalModule } from 'src/modules/ical/ical.module';
import { MailModule } from 'src/modules/mail/mail.module';
import { PaymentsModule } from 'src/modules/payments/payments.module';
import { InvoicesModule } from 'src/modules/invoices/invoices.module';
import { ElectricityModule } from 'src/modules/electricity/electricity.module';
import { OnlinePaymentsModule } from 'src/modules/payments/online-payments.module';
import { OutboxModule } from 'src/queues/outbox.module';
import { QueueBoardModule } from 'src/queues/queue-board';
import { QueueStatsModule } from 'src/queues/queue-stats';
import { RedisModule } from 'src/queues/redis.module';

export interface AppOptions {
  /** Mounts the bare baseline route used by `npm run bench`. */
  benchRoutes?: boolean;
}

/** The HTTP application: every feature module with its controllers. */
@Module({})
export class AppModule {
  static forRoot(options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule,
        CommonModule,
        LoggerModule.forRootAsync({ inject: [Env], useFactory: loggerParams }),
        DatabaseModule,
        RedisModule,
        OutboxModule,
        AuthModule,
        HealthModule,
        SettingsModule,
        CatalogModule,
        PricingModule,
        BookingsModule,
        AccessCodesModule,
        WeatherModule,
        MailModule,
        PaymentsModule,
        InvoicesModule,
        ElectricityModule,
        OnlinePaymentsModule,
        QueueBoardModule,
        QueueStatsModule,
        AnalyticsModule,
        AssetsModule,
        AlertsModule,
        GdprModule,
        WaitlistModule,
        SeasonalModule,
        RegistrationsModule,
        IcalModule,
        ReconcilerModule,
        OpsModule.register({ benchRoutes: options.benchRoutes ?? false }),
      ],
    };
  }
}
