import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PricingService } from 'src/modules/pricing/pricing.service';
import type {
  TouristTaxReportDto,
  TouristTaxRowDto,
  TouristTaxTotalsDto,
} from './dto/tourist-tax.dto';

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
 */
@Injectable()
export class TouristTaxService {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
  ) {}

  async report(month: string): Promise<TouristTaxReportDto> {
    const { start, end } = monthBounds(month);
    const rows = await this.em.getConnection().execute<
      Array<{
        id: string;
        number: string;
        first_name: string;
        last_name: string;
        country: string | null;
        check_in: string;
        check_out: string;
        nights: number;
        adults: number;
        children: number;
        rate: number;
      }>
    >(
      `select b.id, b.number, b.first_name, b.last_name, b.country,
              to_char(b.check_in, 'YYYY-MM-DD') as check_in, to_char(b.check_out, 'YYYY-MM-DD') as check_out,
              (least(b.check_out, ?::date) - greatest(b.check_in, ?::date))::int as nights,
              (b.quote->>'adults')::int as adults, (b.quote->>'children')::int as children,
              coalesce((select (l->>'unitPriceCents')::int from jsonb_array_elements(b.quote->'lines') l
                         where l->>'kind' = 'tourist_tax' limit 1), 0) as rate
         from bookings b
        where b.status = 'confirmed' and b.check_in < ?::date and b.check_out > ?::date
        order by b.check_in, b.number`,
      [end, start, end, start],
    );
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
    };
    const { touristTaxMinAge } = await this.pricing.settings(this.em.fork());
    return { month, minAge: touristTaxMinAge, rows: out, totals };
  }
}
