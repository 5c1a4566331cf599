import { Module } from '@nestjs/common';
import { AdminFrontDeskController } from './admin-front-desk.controller';
import { CalendarService } from './calendar.service';
import { FrontDeskService } from './front-desk.service';

/**
 * Reports over the booking data: the front desk's dashboards and calendar (and the business figures).
 * Read-only SQL; every write goes through the owning module's routes.
 */
@Module({
  controllers: [AdminFrontDeskController],
  providers: [FrontDeskService, CalendarService],
})
export class AnalyticsModule {}
