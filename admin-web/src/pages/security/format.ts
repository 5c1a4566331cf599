import { formatDateTime as formatMoment } from '@/format';

/** A timestamp in the panel's language and the campsite's zone. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  return formatMoment(value, locale);
}

/** The browser part of a user agent, short enough for a table cell. */
export function shortAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return '–';
  const match = /(Firefox|Edg|Chrome|Safari)\/[\d.]+/.exec(userAgent);
  const os = /(Windows|Mac OS X|Android|iPhone|iPad|Linux)/.exec(userAgent)?.[1];
  const browser = match ? match[0].replace('Edg/', 'Edge/').split('.')[0] : userAgent.slice(0, 40);
  return os ? `${browser} · ${os}` : browser;
}
