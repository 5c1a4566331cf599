import { Module } from '@nestjs/common';
import { AlertsCoreModule } from 'src/modules/alerts/alerts.module';
import { RegistrationsCoreModule } from 'src/modules/registrations/registrations.module';
import { PricingCoreModule } from 'src/modules/pricing/pricing-core.module';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import { AdminAnalyticsController } from './admin-analytics.controller';
import { AdminFrontDeskController } from './admin-front-desk.controller';
import { AdminReportsController } from './admin-reports.controller';
import { AnalyticsService } from './analytics.service';
import { CalendarService } from './calendar.service';
import { DeskCache } from './desk-cache';
import { FrontDeskService } from './front-desk.service';
import { TouristTaxService } from './tourist-tax.service';

/**
 * Reports over the booking data: the front desk's dashboards and calendar, the business figures and
 * the monthly tourist-tax return.
 * Read-only SQL; every write goes through the owning module's routes.
 */
@Module({
  imports: [AlertsCoreModule, RegistrationsCoreModule, PricingCoreModule, SettingsCoreModule],
  controllers: [AdminFrontDeskController, AdminAnalyticsController, AdminReportsController],
  providers: [DeskCache, FrontDeskService, CalendarService, AnalyticsService, TouristTaxService],
})
export class AnalyticsModule {}
