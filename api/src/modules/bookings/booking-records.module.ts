import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingRecords } from './booking-records.service';
import { Booking } from './booking.entity';

/** Read access to bookings for the modules the booking workflow itself calls (mail, access codes). */
@Module({
  imports: [MikroOrmModule.forFeature([Booking])],
  providers: [BookingRecords],
  exports: [BookingRecords],
})
export class BookingRecordsModule {}
