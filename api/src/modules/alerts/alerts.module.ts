import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { Alert, AlertRule, AlertSettings } from './alert.entity';
import { AdminAlertsController } from './admin-alerts.controller';
import { AlertsService } from './alerts.service';

/** The alert store and rules as other modules and the worker use them; no controllers. */
@Module({
  imports: [MikroOrmModule.forFeature([Alert, AlertRule, AlertSettings]), MailCoreModule],
  providers: [AlertsService],
  exports: [AlertsService],
})
export class AlertsCoreModule {}

/** The HTTP side: history, acknowledgement, rules (admin console → Alert-System). */
@Module({ imports: [AlertsCoreModule], controllers: [AdminAlertsController] })
export class AlertsModule {}
