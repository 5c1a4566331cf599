import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { jobKey } from 'src/queues/queue-names';
import { formatMoney } from 'src/modules/mail/format';
import { MailService } from 'src/modules/mail/mail.service';
import type { PublicClient } from 'src/modules/bookings/hold-limits.service';
import type { SeasonalContractDto, SeasonalRenewalDto } from './dto/seasonal.dto';
import { nextYear } from './instalment-plan';
import { SeasonalContract, SeasonalInstalment } from './seasonal-contract.entity';
import { SeasonalContracts } from './seasonal-contracts.service';
import { SeasonalLinks } from './seasonal-links';
import { SeasonalRate } from './seasonal-rate';
import { dueRenewalOffers } from './seasonal.queries';

/**
 * The offer to renew a seasonal pitch for the next season: mailed on the contract's offer date
 * (the daily job) or when staff send it, with a signed link to the public page where the holder
 * accepts (a new contract for the same pitch, the dates and instalment dates a year later, the same
 * fee and plates) or declines. The pitch is not held back while the offer is open: if the next
 * season's nights were booked meanwhile, accepting answers 409 and the holder is asked to call.
 */
@Injectable()
export class SeasonalRenewals {
  private readonly logger = new Logger(SeasonalRenewals.name);

  constructor(
    private readonly em: EntityManager,
    private readonly contracts: SeasonalContracts,
    private readonly links: SeasonalLinks,
    private readonly mail: MailService,
    private readonly rate: SeasonalRate,
    private readonly clock: Clock,
  ) {}

  /** The daily job: every offer whose date has come. */
  async offerDue(): Promise<{ offered: number }> {
    const due = await dueRenewalOffers(this.em.fork(), this.clock.today());
    let offered = 0;
    for (const { id } of due) if (await this.offerIn(id, false)) offered++;
    if (offered) this.logger.log(`Seasonal renewals: ${offered} offers mailed`);
    return { offered };
  }

  /** Staff's "send the offer now" (also again, after a change of the holder's address). */
  async offerNow(id: string): Promise<SeasonalContractDto> {
    await this.offerIn(id, true);
    return this.contracts.view(id);
  }

  private async offerIn(id: string, staff: boolean): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const c = await this.contracts.find(em, id, true);
      if (c.terminatedOn) {
        if (staff) throw new AppException(HttpStatus.CONFLICT, 'seasonal.terminated');
        return false;
      }
      if (c.renewal === 'accepted' || c.renewal === 'declined') {
        if (staff) throw new AppException(HttpStatus.CONFLICT, 'seasonal.renewalClosed');
        return false;
      }
      if (c.renewal === 'offered' && !staff) return false;
      const sent = await this.mail.enqueueSeasonalRenewal(em, {
        lang: c.language,
        recipient: c.email,
        dedupeKey: jobKey(
          'mail',
          'seasonal_renewal',
          c.id,
          ...(staff ? [String(this.clock.now().getTime())] : []),
        ),
        values: {
          holderName: `${c.firstName} ${c.lastName}`.trim(),
          pitchCode: c.pitch.code,
          nextStartDate: nextYear(c.startDate),
          nextEndDate: nextYear(c.endDate),
          fee: formatMoney(c.feeCents, c.language),
          actionUrl: this.links.renewalUrl(c.id, c.language),
        },
      });
      c.renewal = 'offered';
      c.renewalOfferedAt = this.clock.now();
      await em.flush();
      return sent;
    });
  }

  /** The offer as the holder sees it through the link: 403 without the right token. */
  async view(id: string, token: string | undefined): Promise<SeasonalRenewalDto> {
    const em = this.em.fork();
    const c = await this.guard(em, id, token);
    return this.toView(em, c);
  }

  async accept(id: string, token: string | undefined, client: PublicClient) {
    await this.rate.hit(client, 'POST /api/seasonal-renewals/:id/accept');
    await this.em.fork().transactional(async (em) => {
      const c = await this.guard(em, id, token, true);
      if (c.renewal !== 'offered')
        throw new AppException(HttpStatus.CONFLICT, 'seasonal.renewalClosed');
      const dates = (
        await em.find(SeasonalInstalment, { contract: c.id }, { orderBy: { sequence: 'asc' } })
      ).map((i) => nextYear(i.dueDate));
      try {
        await this.contracts.createIn(
          em,
          {
            pitchId: c.pitch.id,
            firstName: c.firstName,
            lastName: c.lastName,
            email: c.email,
            phone: c.phone,
            street: c.street,
            postalCode: c.postalCode,
            city: c.city,
            country: c.country,
            language: c.language,
            startDate: nextYear(c.startDate),
            endDate: nextYear(c.endDate),
            feeCents: c.feeCents,
            instalmentDates: dates,
            plates: c.plates,
            renewalOfferDate: c.renewalOfferDate ? nextYear(c.renewalOfferDate) : null,
          },
          'renewal',
          c,
        );
      } catch (e) {
        if (e instanceof AppException && e.getStatus() === 409)
          throw new AppException(HttpStatus.CONFLICT, 'seasonal.renewalTaken');
        throw e;
      }
      c.renewal = 'accepted';
      await em.flush();
    });
    return this.view(id, token);
  }

  async decline(id: string, token: string | undefined, client: PublicClient) {
    await this.rate.hit(client, 'POST /api/seasonal-renewals/:id/decline');
    await this.em.fork().transactional(async (em) => {
      const c = await this.guard(em, id, token, true);
      if (c.renewal !== 'offered')
        throw new AppException(HttpStatus.CONFLICT, 'seasonal.renewalClosed');
      c.renewal = 'declined';
      await em.flush();
    });
    return this.view(id, token);
  }

  /** 404 for an unknown contract, 403 for a wrong token (the same as the waitlist's links). */
  /**
   * The contract behind a renewal link. The token is checked before the lookup: a wrong one is
   * refused alike whether the id names a contract or not, so the link reveals nothing about ids.
   */
  private async guard(em: EntityManager, id: string, token: string | undefined, lock = false) {
    if (!this.links.matches(id, token))
      throw new AppException(HttpStatus.FORBIDDEN, 'booking.accessDenied');
    return this.contracts.find(em, id, lock);
  }

  private async toView(em: EntityManager, c: SeasonalContract): Promise<SeasonalRenewalDto> {
    return {
      id: c.id,
      number: c.number,
      holderName: `${c.firstName} ${c.lastName}`.trim(),
      pitchCode: c.pitch.code,
      language: c.language,
      startDate: c.startDate,
      endDate: c.endDate,
      nextStartDate: nextYear(c.startDate),
      nextEndDate: nextYear(c.endDate),
      nextFeeCents: c.feeCents,
      instalmentCount: await em.count(SeasonalInstalment, { contract: c.id }),
      renewal: c.renewal,
    };
  }
}
