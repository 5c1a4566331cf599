import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { CommonModule } from './common/common.module';
import { loggerParams } from './common/logging';
import { ConfigModule } from './config/config.module';
import { Env } from './config/env';
import { DatabaseModule } from './database/database.module';
import { AccessCodesModule } from './modules/access-codes/access-codes.module';
import { AuthModule } from './modules/auth/auth.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { PricingModule } from './modules/pricing/pricing.module';
import { HealthModule } from './modules/health/health.module';
import { OpsModule } from './modules/ops/ops.module';
import { SettingsModule } from './modules/settings/settings.module';
import { WeatherModule } from './modules/weather/weather.module';
import { MailModule } from './modules/mail/mail.module';
import { OutboxModule } from './queues/outbox.module';
import { QueueBoardModule } from './queues/queue-board';
import { RedisModule } from './queues/redis.module';

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
        QueueBoardModule,
        OpsModule.register({ benchRoutes: options.benchRoutes ?? false }),
      ],
    };
  }
}
