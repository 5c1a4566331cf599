import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingRecordsModule } from 'src/modules/bookings/booking-records.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { SeasonalPlatesModule } from 'src/modules/seasonal/seasonal.module';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import { AccessCode, GateEvent } from './access-code.entity';
import { AccessCodesService } from './access-codes.service';

/** Gate codes as the booking workflow and the worker use them; no controllers. */
@Module({
  imports: [
    MikroOrmModule.forFeature([AccessCode, GateEvent]),
    SettingsCoreModule,
    BookingRecordsModule,
    MailCoreModule,
    SeasonalPlatesModule,
  ],
  providers: [AccessCodesService],
  exports: [AccessCodesService],
})
export class AccessCodesCoreModule {}
