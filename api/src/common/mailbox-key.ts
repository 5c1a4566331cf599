/**
 * The mailbox an address reaches, as the abuse caps count it: lower case, the quotes of a quoted
 * local part (and their escapes) removed, and a `+tag` cut off, so `"Anna"@Example.at`,
 * `anna+x@example.at` and `ANNA@EXAMPLE.AT` are one guest. Only for counting: what the guest
 * typed is what is stored and mailed to. PostgreSQL's `mailbox_key(text)` (migration
 * `mailbox_key`) is the same function; the live-holds count in `create_hold` and the waitlist use it.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).replace(/["\\]/g, '').replace(/\+.*$/s, '');
  return `${local}${address.slice(at)}`;
}
