/** Each name part in a mail to an unconfirmed address stays this short, so the full name fits in 60. */
export const NAME_PART_MAX = 30;

const URL_LIKE = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*/giu;
const MAIL_LIKE = /\S*@\S*/gu;
// A word with a dot followed by a top-level-domain-like tail (example.com, evil.co/x), not "J.R." or "Dr.".
const DOMAIN_LIKE = /\S*[\p{L}\p{N}-]\.[a-z]{2,}\b\S*/giu;
const MARKUP = /<[^>]*>?|[<>{}[\]\\|`*_~#^=$]/gu;
const CONTROL = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u2028\u2029]/gu;
// Characters a reader (or a mail program) takes for a dot that NFKC leaves alone: the ideographic
// full stop U+3002 (NFKC's result for the half-width U+FF61) and its kin. NFKC already turns the
// full-width U+FF0E, U+FE52 and U+2024 into "." and full-width letters into ASCII ones.
const LOOKALIKE_DOT = /[\u3002\uFF61\uFF0E\uFE52\u2024\u0702\uA4F8\u06D4]/gu;

/**
 * A name as a mail to an address that has not confirmed anything may carry it: a stranger can type
 * anything into the booking form and have it mailed to anyone, so no links, addresses, markup or
 * control characters, whitespace collapsed, and capped in length (whole characters). Look-alike
 * dots and full-width letters count as what they look like (`evil．com` is a domain).
 */
export function cleanName(raw: string): string {
  const cleaned = raw
    // Compatibility forms as the plain characters they look like, so the checks below see them.
    .normalize('NFKC')
    .replace(LOOKALIKE_DOT, '.')
    .replace(CONTROL, ' ')
    .replace(MARKUP, ' ')
    .replace(URL_LIKE, ' ')
    .replace(MAIL_LIKE, ' ')
    .replace(DOMAIN_LIKE, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return Array.from(cleaned).slice(0, NAME_PART_MAX).join('').trim();
}
