/** Each name part in a mail to an unconfirmed address stays this short, so the full name fits in 60. */
export const NAME_PART_MAX = 30;

const URL_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/giu;
const MAIL_LIKE = /\S*@\S*/gu;
// A word with a dot followed by a top-level-domain-like tail (example.com, evil.co/x), not "J.R." or "Dr.".
const DOMAIN_LIKE = /\S*[\p{L}\p{N}-]\.[a-z]{2,}\b\S*/giu;
const MARKUP = /<[^>]*>?|[<>{}[\]\\|`*_~#^=$]/gu;
const CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/gu;

/**
 * A name as a mail to an address that has not confirmed anything may carry it: a stranger can type
 * anything into the booking form and have it mailed to anyone, so no links, addresses, markup or
 * control characters, whitespace collapsed, and capped in length (whole characters).
 */
export function cleanName(raw: string): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(MARKUP, ' ')
    .replace(URL_LIKE, ' ')
    .replace(MAIL_LIKE, ' ')
    .replace(DOMAIN_LIKE, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return Array.from(cleaned).slice(0, NAME_PART_MAX).join('').trim();
}
