import { Injectable } from '@nestjs/common';
import { LinkTokens, publicBase } from 'src/common/link-keys';
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
  private readonly tokens: LinkTokens;

  constructor(private readonly env: Env) {
    this.tokens = new LinkTokens(env, 'seasonal-renewal:v1');
  }

  token(id: string): string {
    return this.tokens.token(id);
  }

  matches(id: string, token: string | undefined): boolean {
    return this.tokens.matches(id, token);
  }

  renewalUrl(id: string, lang: Language): string {
    const query = new URLSearchParams({ contract: id, token: this.token(id) });
    return `${publicBase(this.env)}/${lang}/${RENEWAL_SLUG[lang]}?${query.toString()}`;
  }
}
