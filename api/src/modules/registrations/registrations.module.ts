import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingRecordsModule } from 'src/modules/bookings/booking-records.module';
import { MailCoreModule } from 'src/modules/mail/mail.module';
import { SettingsCoreModule } from 'src/modules/settings/settings-core.module';
import {
  AdminRegisterController,
  AdminRegistrationsController,
} from './admin-registrations.controller';
import { RegistrationCipher } from './registration-cipher';
import { RegistrationRequests } from './registration-requests.service';
import {
  GuestRegistration,
  RegistrationCounter,
  RegistrationPerson,
  RegistrationReminder,
} from './registration.entity';
import { RegistrationsController } from './registrations.controller';
import { GuestRegisterService } from './guest-register.service';
import { RegistrationRetention } from './registration-retention.service';
import { RegistrationsService } from './registrations.service';

/** Guest registration (Meldeschein) as other modules and the worker use it; no controllers. */
@Module({
  imports: [
    MikroOrmModule.forFeature([
      GuestRegistration,
      RegistrationPerson,
      RegistrationCounter,
      RegistrationReminder,
    ]),
    BookingRecordsModule,
    MailCoreModule,
    SettingsCoreModule,
  ],
  providers: [
    RegistrationCipher,
    RegistrationsService,
    GuestRegisterService,
    RegistrationRetention,
    RegistrationRequests,
  ],
  exports: [
    RegistrationsService,
    GuestRegisterService,
    RegistrationRetention,
    RegistrationRequests,
  ],
})
export class RegistrationsCoreModule {}

/** The HTTP side: the guest's form (token) and the front desk's panel and printout. */
@Module({
  imports: [RegistrationsCoreModule, BookingRecordsModule, SettingsCoreModule],
  controllers: [RegistrationsController, AdminRegistrationsController, AdminRegisterController],
})
export class RegistrationsModule {}
