import { Injectable } from '@nestjs/common';
import { linkSecrets, publicBase } from 'src/common/link-keys';
import { Env } from 'src/config/env';
import { DEFAULT_LANGUAGE, GUEST_LINK_SLUGS, isLanguage } from 'src/contract/constants';
import { bookingToken, bookingTokenMatches } from './booking-token';

/**
 * The guest's link to a booking, `/{lang}/buchung-details/{id}?token=…`, computable at any time from
 * the booking's id and BOOKING_LINK_SECRET (so a job days later puts it into its mail), and its check.
 * See docs/security.md, "Guest links", for what rotating the key does.
 */
@Injectable()
export class BookingLinks {
  private readonly secrets: readonly string[];

  constructor(private readonly env: Env) {
    this.secrets = linkSecrets(env);
  }

  /** The token of a booking under the current key. */
  token(bookingId: string): string {
    return bookingToken(this.secrets[0], bookingId);
  }

  /** Whether `token` opens the booking (`legacyHash`: the stored hash of a booking from before derived links). */
  matches(bookingId: string, token: string | undefined, legacyHash?: string | null): boolean {
    return bookingTokenMatches(token, bookingId, this.secrets, legacyHash);
  }

  /** The booking details page in the booking's language, with the token (and `extra` query values). */
  detailsUrl(b: { id: string; language: string }, extra: Record<string, string> = {}): string {
    const lang = isLanguage(b.language) ? b.language : DEFAULT_LANGUAGE;
    const query = new URLSearchParams({ token: this.token(b.id), ...extra });
    return `${publicBase(this.env)}/${lang}/${GUEST_LINK_SLUGS.bookingDetails[lang]}/${b.id}?${query.toString()}`;
  }
}
