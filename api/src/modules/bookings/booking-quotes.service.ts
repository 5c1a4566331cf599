import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { CatalogService, type Pitch } from 'src/modules/catalog/catalog.service';
import { PricingService } from 'src/modules/pricing/pricing.service';
import type { Quote } from 'src/modules/pricing/quote';
import { pitchOccupied, stayOccupancy } from './bookings.queries';
import type { StayDto } from './dto/booking.dto';

/** The price of a stay before anything is written: the guest's quote and the desk's (which also asks whether the pitch is free). */
@Injectable()
export class BookingQuotes {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly pricing: PricingService,
    private readonly clock: Clock,
  ) {}

  /** The price of a stay without writing anything (POST /api/bookings/quote). */
  async quote(dto: StayDto): Promise<Quote> {
    // Dates first, before any lookup: a refused stay costs no database round trip.
    this.pricing.assertStayDates(dto.checkIn, dto.checkOut, await this.pricing.stayLimits());
    const em = this.em.fork();
    let pitch: Pitch | undefined;
    if (dto.pitchId) pitch = await this.catalog.pitch(dto.pitchId, em);
    const categoryId = pitch?.category.id ?? dto.categoryId;
    if (!categoryId) throw new AppException(HttpStatus.BAD_REQUEST, 'booking.unknownCategory');
    // A quote promises a price for something the guest can book: the same pitches as `create`.
    if (
      pitch &&
      (!pitch.active ||
        !pitch.category.active ||
        (dto.categoryId && dto.categoryId !== pitch.category.id))
    ) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'booking.pitchNotBookable');
    }
    const category = pitch?.category ?? (await this.catalog.category(categoryId, em));
    // The category's occupancy now, read only when one of its demand rules could touch the stay.
    const rules = this.pricing.demandRulesFor(
      { demandRules: await this.pricing.demandRules(em) },
      category.id,
      dto.checkIn,
      dto.checkOut,
    );
    const occupancy = rules.length
      ? await stayOccupancy(
          em,
          await this.catalog.activePitchIds(category.id, em),
          dto.checkIn,
          dto.checkOut,
          this.clock.now(),
        )
      : undefined;
    const stay = { ...dto, category, pitch, extras: dto.extras ?? [], occupancy };
    return (await this.pricing.priceStay(stay, em)).quote;
  }

  /**
   * The price of a stay as the phone booking form shows it while staff type: the guest's quote
   * (same pricing code), and 409 `booking.pitchTaken` when the chosen pitch is not free for those
   * nights (a live hold or booking, or a block), so staff hear the refusal before saving.
   */
  async deskQuote(dto: StayDto): Promise<Quote> {
    const quote = await this.quote(dto);
    if (
      dto.pitchId &&
      (await pitchOccupied(this.em, dto.pitchId, dto.checkIn, dto.checkOut, this.clock.now()))
    )
      throw new AppException(HttpStatus.CONFLICT, 'booking.pitchTaken');
    return quote;
  }
}
