import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { isUniqueViolation } from 'src/common/db/writes';
import { AppException } from 'src/common/http/app-exception';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { InvoiceRequests } from 'src/modules/invoices/invoice-requests';
import { LedgerService } from 'src/modules/payments/ledger.service';
import { electricityLine, withAddedLines } from 'src/modules/pricing/quote';
import type { RecordedMeterReadingDto, RecordMeterReadingDto } from './dto/meter-reading.dto';
import { lastReading } from './electricity.queries';
import { belowLastReading, isBelowLast } from './reading-rules';
import { MeterConsumption } from './meter-consumption.service';
import { MeterReading } from './meter-reading.entity';

/**
 * Staff record a metered pitch's reading at a guest's arrival and departure. The departure reading
 * bills the consumption since the arrival reading: a line on the booking's quote (its total, the
 * ledger's due, the analytics and the final invoice follow from it), and, when the stay was
 * invoiced already, a supplementary invoice.
 */
@Injectable()
export class MeterReadings {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingRecords,
    private readonly ledger: LedgerService,
    private readonly invoices: InvoiceRequests,
    private readonly consumption: MeterConsumption,
    private readonly clock: Clock,
  ) {}

  async record(
    dto: RecordMeterReadingDto,
    staffEmail: string | null,
  ): Promise<RecordedMeterReadingDto> {
    try {
      return await this.em.fork().transactional((em) => this.write(em, dto, staffEmail));
    } catch (e) {
      if (isUniqueViolation(e))
        throw new AppException(HttpStatus.CONFLICT, 'electricity.alreadyRecorded');
      if (isBelowLast(e)) {
        // A reading of the same meter committed between the check and the insert.
        const last = await this.lastOfBooking(dto.bookingId);
        throw belowLastReading(dto.valueWh, last?.valueWh ?? dto.valueWh, last?.meterNumber ?? '');
      }
      throw e;
    }
  }

  private async write(
    em: EntityManager,
    dto: RecordMeterReadingDto,
    staffEmail: string | null,
  ): Promise<RecordedMeterReadingDto> {
    // The booking's row lock orders this against payments, changes and invoice jobs of the booking.
    const b = await this.bookings.lockWithPitch(em, dto.bookingId);
    if (!b) throw new AppException(HttpStatus.NOT_FOUND, 'booking.notFound');
    if (b.status !== 'confirmed')
      throw new AppException(HttpStatus.CONFLICT, 'electricity.notConfirmed');
    const meterNumber = b.pitch.meterNumber;
    if (!meterNumber)
      throw new AppException(HttpStatus.CONFLICT, 'electricity.noMeter', { pitch: b.pitch.code });
    if (await em.findOne(MeterReading, { booking: b.id, kind: dto.kind }))
      throw new AppException(HttpStatus.CONFLICT, 'electricity.alreadyRecorded');
    const arrival =
      dto.kind === 'departure'
        ? await em.findOne(MeterReading, { booking: b.id, kind: 'arrival', meterNumber })
        : null;
    if (dto.kind === 'departure' && !arrival)
      throw new AppException(HttpStatus.CONFLICT, 'electricity.noArrivalReading');
    const last = await lastReading(em, meterNumber);
    if (last && dto.valueWh < last.valueWh)
      throw belowLastReading(dto.valueWh, last.valueWh, meterNumber);

    const reading = em.create(MeterReading, {
      pitch: b.pitch,
      meterNumber,
      booking: b,
      kind: dto.kind,
      valueWh: dto.valueWh,
      recordedAt: this.clock.now(),
      recordedBy: staffEmail,
    });
    await em.flush();

    let charge: RecordedMeterReadingDto['charge'] = null;
    if (arrival) {
      const priced = await this.consumption.between(em, arrival, reading);
      // Nothing used, nothing billed: no line of 0,00 €.
      if (priced.grossCents > 0) {
        const line = electricityLine({
          readingId: reading.id,
          consumptionWh: priced.consumptionWh,
          centsPerKwh: priced.centsPerKwh,
        });
        await this.bookings.setQuote(em, b, withAddedLines(b.quote, [line]));
        // A higher total changes what is still due, and with it the payment status.
        await this.ledger.refreshStatus(em, b.id);
        const supplementary = await this.invoices.supplement(em, b.id, reading.id);
        charge = {
          label: line.label,
          consumptionWh: priced.consumptionWh,
          grossCents: priced.grossCents,
          netCents: priced.netCents,
          vatCents: priced.vatCents,
          billedOn: supplementary ? 'supplementary_invoice' : 'final_invoice',
        };
      }
    }
    return {
      id: reading.id,
      bookingId: b.id,
      kind: dto.kind,
      meterNumber,
      valueWh: reading.valueWh,
      recordedAt: reading.recordedAt,
      recordedBy: reading.recordedBy,
      charge,
    };
  }

  private async lastOfBooking(bookingId: string) {
    const em = this.em.fork();
    const b = await this.bookings.withPitch(bookingId, em);
    const meter = b?.pitch.meterNumber;
    if (!meter) return null;
    const last = await lastReading(em, meter);
    return last && { valueWh: last.valueWh, meterNumber: meter };
  }
}
