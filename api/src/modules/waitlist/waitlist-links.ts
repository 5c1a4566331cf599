import { Injectable } from '@nestjs/common';
import { LinkTokens, publicBase } from 'src/common/link-keys';
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
  private readonly tokens: LinkTokens;

  constructor(private readonly env: Env) {
    this.tokens = new LinkTokens(env, 'waitlist-link:v1');
  }

  token(id: string): string {
    return this.tokens.token(id);
  }

  matches(id: string, token: string | undefined): boolean {
    return this.tokens.matches(id, token);
  }

  private base(): string {
    return publicBase(this.env);
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
