import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingLinks } from './booking-links.service';
import { BookingRecords } from './booking-records.service';
import { BookingPlate } from './booking-plate.entity';
import { Booking } from './booking.entity';

/** Read access to bookings for the modules the booking workflow itself calls (mail, access codes), and the guest links. */
@Module({
  imports: [MikroOrmModule.forFeature([Booking, BookingPlate])],
  providers: [BookingRecords, BookingLinks],
  exports: [BookingRecords, BookingLinks],
})
export class BookingRecordsModule {}
