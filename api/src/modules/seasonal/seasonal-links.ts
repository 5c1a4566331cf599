import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { safeEqual } from 'src/common/safe-equal';
import { GUEST_LINK_SLUGS, type Language } from 'src/contract/constants';
import { Env } from 'src/config/env';

/** The public site's slugs of the renewal page (shared with public-web's config/paths.ts). */
export const RENEWAL_SLUG = GUEST_LINK_SLUGS.seasonalRenewal;

/**
 * The link in a renewal offer. Like the booking links, the token is an HMAC of the contract's id
 * under the guest-link key (with its own prefix, so it opens nothing else), derived, never stored;
 * the previous key still verifies during a rotation.
 */
@Injectable()
export class SeasonalLinks {
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
    return createHmac('sha256', secret).update(`seasonal-renewal:v1:${id}`).digest('base64url');
  }

  token(id: string): string {
    return SeasonalLinks.mac(this.secrets[0], id);
  }

  matches(id: string, token: string | undefined): boolean {
    if (!token) return false;
    let ok = false;
    for (const secret of this.secrets) ok = safeEqual(token, SeasonalLinks.mac(secret, id)) || ok;
    return ok;
  }

  renewalUrl(id: string, lang: Language): string {
    const query = new URLSearchParams({ contract: id, token: this.token(id) });
    const base = this.env.PUBLIC_URL.replace(/\/+$/, '');
    return `${base}/${lang}/${RENEWAL_SLUG[lang]}?${query.toString()}`;
  }
}
