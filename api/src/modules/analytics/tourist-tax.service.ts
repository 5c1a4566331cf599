import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PricingService } from 'src/modules/pricing/pricing.service';
import type {
  TouristTaxReportDto,
  TouristTaxRowDto,
  TouristTaxSeasonalRowDto,
  TouristTaxTotalsDto,
} from './dto/tourist-tax.dto';
import { seasonalTouristTax, touristTaxStays } from './analytics.queries';

/** First day of the month and first day of the next one (exclusive end), 'YYYY-MM-DD'. */
export function monthBounds(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number);
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return { start: `${month}-01`, end: next };
}

/**
 * The municipality's monthly tourist-tax return (Nächtigungsabgabe). Every figure comes from the
 * booking's stored quote, never from today's prices: the party (adults liable, children exempt) and
 * the rate per person and night of its tourist-tax line. A stay across a month boundary counts the
 * nights that fall in each month, so the months of a stay add up to its quote line to the cent.
 * Only confirmed bookings are reported (holds, expired and cancelled stays never happen).
 * Seasonal contracts' flat amounts (Saisonpauschale) are listed apart, in the month of the
 * instalment invoice that charges them, as that invoice states them.
 */
@Injectable()
export class TouristTaxService {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
  ) {}

  async report(month: string): Promise<TouristTaxReportDto> {
    const { start, end } = monthBounds(month);
    const [rows, flat] = await Promise.all([
      touristTaxStays(this.em, [end, start, end, start]),
      seasonalTouristTax(this.em, [start, end]),
    ]);
    const seasonal: TouristTaxSeasonalRowDto[] = flat.map((r) => ({
      contractId: r.contract_id,
      contractNumber: r.contract_number,
      holderName: `${r.first_name} ${r.last_name}`.trim(),
      country: r.country,
      pitchCode: r.pitch_code,
      startDate: r.start_date,
      endDate: r.end_date,
      invoiceNumber: r.invoice_number,
      invoiceDate: r.invoice_date,
      amountCents: r.amount,
    }));
    const out: TouristTaxRowDto[] = rows.map((r) => {
      const liablePersonNights = r.adults * r.nights;
      return {
        bookingId: r.id,
        bookingNumber: r.number,
        guestName: `${r.first_name} ${r.last_name}`.trim(),
        country: r.country,
        checkIn: r.check_in,
        checkOut: r.check_out,
        nights: r.nights,
        liablePersons: r.adults,
        exemptPersons: r.children,
        liablePersonNights,
        exemptPersonNights: r.children * r.nights,
        rateCents: r.rate,
        amountCents: liablePersonNights * r.rate,
      };
    });
    const sum = (k: keyof TouristTaxRowDto) => out.reduce((a, r) => a + (r[k] as number), 0);
    const totals: TouristTaxTotalsDto = {
      bookings: out.length,
      nights: sum('nights'),
      liablePersons: sum('liablePersons'),
      exemptPersons: sum('exemptPersons'),
      liablePersonNights: sum('liablePersonNights'),
      exemptPersonNights: sum('exemptPersonNights'),
      amountCents: sum('amountCents'),
      seasonalContracts: new Set(seasonal.map((r) => r.contractId)).size,
      seasonalAmountCents: seasonal.reduce((a, r) => a + r.amountCents, 0),
      totalCents: 0,
    };
    totals.totalCents = totals.amountCents + totals.seasonalAmountCents;
    const { touristTaxMinAge } = await this.pricing.settings(this.em.fork());
    return { month, minAge: touristTaxMinAge, rows: out, seasonal, totals };
  }
}
