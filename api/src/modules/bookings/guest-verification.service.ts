import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppException } from 'src/common/http/app-exception';
import { PricingService } from 'src/modules/pricing/pricing.service';
import { BookingConfirmations } from './booking-confirmations.service';
import { BookingLinks } from './booking-links.service';
import { BookingMails } from './booking-mails.service';
import { hashToken, tokenMatches } from './booking-token';
import type { BookingView } from './booking-view';
import { GuestBookings } from './guest-bookings.service';
import { HoldLimitsService, type PublicClient } from './hold-limits.service';

/**
 * Pay on arrival, the guest's way to a binding booking: `confirm` sends the mail with a second
 * secret, `verify` is its link. Both are public routes, rate-limited per client, and the mail
 * counts against the recipient's cap.
 */
@Injectable()
export class GuestVerification {
  constructor(
    private readonly em: EntityManager,
    private readonly pricing: PricingService,
    private readonly holdLimits: HoldLimitsService,
    private readonly links: BookingLinks,
    private readonly guests: GuestBookings,
    private readonly confirmations: BookingConfirmations,
    private readonly mails: BookingMails,
  ) {}

  /**
   * Pay on arrival: the guest's choice on an online hold. The address typed into the form proves
   * nothing yet, so the booking does not become binding here: it stays pending for
   * `verificationMinutes` (a short window: unverified bookings must not hold the site for long) and
   * a mail with a link carrying a second secret (only the mail has it), saying until when, goes
   * to that address; following it (`verify`) or a staff member's confirmation makes it confirmed.
   * Every online guest goes this way — a returning guest's address is just as easy to type as a
   * stranger's, so "known" guests would reopen the hole. Asking again changes nothing.
   */
  async confirm(
    id: string,
    token: string | undefined,
    client?: PublicClient,
  ): Promise<BookingView> {
    if (client) await this.holdLimits.checkConfirmRate(client, 'POST /api/bookings/:id/confirm');
    return this.em.fork().transactional(async (em) => {
      const b = await this.guests.find(em, id, token, LockMode.PESSIMISTIC_WRITE);
      if (b.status === 'confirmed') return this.guests.view(em, b);
      // A card payment confirms itself (webhook or return from the payment page).
      if (b.paymentMethod === 'stripe')
        throw new AppException(HttpStatus.CONFLICT, 'payment.cardOnly');
      const now = await this.confirmations.assertLiveHold(em, b);
      if (b.verificationRequestedAt) return this.guests.view(em, b);
      if (b.email) {
        // Without its mail the booking could never be confirmed: refuse now rather than leave it hanging.
        await this.mails.requireCap(b.email, 'POST /api/bookings/:id/confirm');
      }
      const settings = await this.pricing.settings(em);
      const key = randomBytes(32).toString('base64url');
      const until = new Date(now.getTime() + settings.verificationMinutes * 60_000);
      Object.assign(b, {
        paymentMethod: b.paymentMethod ?? 'on_arrival',
        verificationKeyHash: hashToken(key),
        verificationRequestedAt: now,
        holdExpiresAt: until,
      });
      await em.flush();
      if (b.email)
        await this.mails.verification(em, b.id, {
          verifyUrl: this.links.detailsUrl(b, { verify: key }),
          verifyUntil: until.toISOString(),
        });
      return this.guests.view(em, b);
    });
  }

  /**
   * The link from the verification mail: the booking token and the mail's key together confirm the
   * booking (confirmation mail, gate code). Following it twice is harmless.
   */
  async verify(
    id: string,
    token: string | undefined,
    key: string | undefined,
    client?: PublicClient,
  ): Promise<BookingView> {
    if (client) await this.holdLimits.checkConfirmRate(client, 'POST /api/bookings/:id/verify');
    return this.em.fork().transactional(async (em) => {
      const b = await this.guests.find(
        em,
        id,
        token,
        LockMode.PESSIMISTIC_WRITE,
        'verificationKeyHash',
      );
      if (b.status === 'confirmed') return this.guests.view(em, b);
      if (!b.verificationKeyHash || !tokenMatches(key, b.verificationKeyHash))
        throw new AppException(HttpStatus.FORBIDDEN, 'booking.verifyInvalid');
      await this.confirmations.assertLiveHold(em, b);
      await this.confirmations.markConfirmed(em, b, 'POST /api/bookings/:id/verify');
      return this.guests.view(em, b);
    });
  }
}
