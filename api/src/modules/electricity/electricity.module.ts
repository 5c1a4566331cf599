import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingRecordsModule } from 'src/modules/bookings/booking-records.module';
import { InvoiceRequestsModule } from 'src/modules/invoices/invoice-requests.module';
import { PaymentsCoreModule } from 'src/modules/payments/payments-core.module';
import { AdminMeterReadingsController } from './admin-meter-readings.controller';
import { ElectricityCoreModule } from './electricity-core.module';
import { MeterDesk } from './meter-desk.service';
import { MeterReading } from './meter-reading.entity';
import { MeterReadings } from './meter-readings.service';

/** Metered electricity: readings at the desk, the consumption billed at departure. */
@Module({
  imports: [
    MikroOrmModule.forFeature([MeterReading]),
    ElectricityCoreModule,
    BookingRecordsModule,
    PaymentsCoreModule,
    InvoiceRequestsModule,
  ],
  controllers: [AdminMeterReadingsController],
  providers: [MeterReadings, MeterDesk],
})
export class ElectricityModule {}
