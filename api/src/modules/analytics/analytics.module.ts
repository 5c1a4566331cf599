import { Module } from '@nestjs/common';
import { AlertsCoreModule } from 'src/modules/alerts/alerts.module';
import { RegistrationsCoreModule } from 'src/modules/registrations/registrations.module';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { AdminFrontDeskController } from './admin-front-desk.controller';
import { AnalyticsService } from './analytics.service';
import { CalendarService } from './calendar.service';
import { FrontDeskService } from './front-desk.service';

/**
 * Reports over the booking data: the front desk's dashboards and calendar (and the business figures).
 * Read-only SQL; every write goes through the owning module's routes.
 */
@Module({
  imports: [AlertsCoreModule, RegistrationsCoreModule],
  controllers: [AdminFrontDeskController, AdminAnalyticsController],
  providers: [FrontDeskService, CalendarService, AnalyticsService],
})
export class AnalyticsModule {}
