import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { safeEqual } from 'src/common/safe-equal';
import { GUEST_LINK_SLUGS, type Language } from 'src/contract/constants';
import { Env } from 'src/config/env';

const WAITLIST_SLUG = GUEST_LINK_SLUGS.waitlist;
const PITCH_SELECTION_SLUG = GUEST_LINK_SLUGS.pitchSelection;

/**
 * Links in waitlist mails. The entry's token is derived (HMAC of its id under the guest-link key,
 * with its own prefix), so no token is stored and a job days later can still put it in a mail.
 */
@Injectable()
export class WaitlistLinks {
  private readonly secrets: string[];

  constructor(private readonly env: Env) {
    const current = env.BOOKING_LINK_SECRET;
    if (!current) throw new Error('BOOKING_LINK_SECRET is not set');
    this.secrets = [
      current,
      ...(env.BOOKING_LINK_SECRET_PREVIOUS ? [env.BOOKING_LINK_SECRET_PREVIOUS] : []),
    ];
  }

  private static mac(secret: string, id: string): string {
    return createHmac('sha256', secret).update(`waitlist-link:v1:${id}`).digest('base64url');
  }

  token(id: string): string {
    return WaitlistLinks.mac(this.secrets[0], id);
  }

  matches(id: string, token: string | undefined): boolean {
    if (!token) return false;
    let ok = false;
    for (const secret of this.secrets) ok = safeEqual(token, WaitlistLinks.mac(secret, id)) || ok;
    return ok;
  }

  private base(): string {
    return this.env.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** The waitlist page that confirms (`confirm`) or ends (`leave`) the entry. */
  entryUrl(id: string, lang: Language, action: 'confirm' | 'leave'): string {
    const query = new URLSearchParams({ entry: id, token: this.token(id), action });
    return `${this.base()}/${lang}/${WAITLIST_SLUG[lang]}?${query.toString()}`;
  }

  /** The booking journey's pitch selection with the guest's stay, category and party filled in. */
  journeyUrl(
    lang: Language,
    stay: { checkIn: string; checkOut: string; category: string; adults: number; children: number },
  ): string {
    const query = new URLSearchParams({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      category: stay.category,
      adults: String(stay.adults),
      children: String(stay.children),
    });
    return `${this.base()}/${lang}/${PITCH_SELECTION_SLUG[lang]}?${query.toString()}`;
  }
}
