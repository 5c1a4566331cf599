/**
 * Writing iCalendar (RFC 5545) text: escaping of TEXT values and line folding. Lines end in CRLF
 * and are at most 75 octets; a longer one continues on the next line after a single space, cut
 * between characters, never inside a multi-byte UTF-8 sequence.
 */

/** Escapes a TEXT value (backslash, semicolon, comma, newline). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded to 75 octets per physical line, CRLF-terminated. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  // The first physical line holds 75 octets; continuation lines carry a leading space, so 74 more.
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n') + '\r\n';
}

/** YYYY-MM-DD → YYYYMMDD (a DATE value). */
export const icalDate = (date: string): string => date.replace(/-/g, '');

/** An instant as a UTC DATE-TIME value: 20261125T150000Z. */
export const icalUtc = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A whole calendar from its content lines (unfolded, without line ends). */
export function calendarText(lines: string[]): string {
  return lines.map(foldLine).join('');
}
