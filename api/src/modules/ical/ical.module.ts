import { Module } from '@nestjs/common';
import { AdminIcalController } from './admin-ical.controller';
import { AdminIcalService } from './admin-ical.service';
import { IcalCoreModule } from './ical-core.module';
import { IcalController } from './ical.controller';

/** iCal sync over HTTP: the public export feed and the console's routes. */
@Module({
  imports: [IcalCoreModule],
  controllers: [IcalController, AdminIcalController],
  providers: [AdminIcalService],
})
export class IcalModule {}
