import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, getConsent, saveConsent } from '@/lib/cookie-consent';

describe('cookie consent record (docs/product.md §3)', () => {
  it('stores the choice per category with a timestamp; necessary is always on', () => {
    expect(getConsent()).toBeNull();
    const record = saveConsent({ analytics: true, marketing: false, preferences: true });
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!);
    expect(stored).toEqual(record);
    expect(stored.settings).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
    });
    expect(Number.isNaN(Date.parse(stored.timestamp))).toBe(false);
    // The server is told a choice exists, so it stops sending the banner with its pages.
    expect(document.cookie).toMatch(/(^|; )consent-chosen=1(;|$)/);
  });

  it('ignores a damaged record, so the banner asks again', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(getConsent()).toBeNull();
  });
});
