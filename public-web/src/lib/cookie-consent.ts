import { useSyncExternalStore } from 'react';
import { CONSENT_COOKIE } from '@contract/constants';

export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'preferences'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentSettings = Record<ConsentCategory, boolean>;

/** docs/product.md §3: the choice per category plus when it was made. */
export interface ConsentRecord {
  settings: ConsentSettings;
  timestamp: string;
}

const listeners = new Set<() => void>();
let settingsRequested = false;
let cached: { raw: string | null; record: ConsentRecord | null } | undefined;

function read(): ConsentRecord | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (cached?.raw === raw) return cached.record;
  let record: ConsentRecord | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as ConsentRecord) : null;
    if (parsed?.settings && typeof parsed.timestamp === 'string') {
      record = { ...parsed, settings: { ...parsed.settings, necessary: true } };
    }
  } catch {
    record = null;
  }
  cached = { raw, record };
  return record;
}

const notify = () => listeners.forEach((fn) => fn());

/** About 400 days, the longest a browser keeps a cookie. */
const COOKIE_MAX_AGE_S = 34_560_000;

/**
 * Tells the server a choice is stored, so it sends pages without the banner: without the cookie
 * the banner is part of the page the server sends, and a phone would otherwise see the page jump
 * when a returning visitor's banner is taken away again.
 */
export function rememberChoiceMade() {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=1; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export const getConsent = read;

export function saveConsent(choice: Omit<ConsentSettings, 'necessary'>): ConsentRecord {
  const record: ConsentRecord = {
    settings: { necessary: true, ...choice },
    timestamp: new Date().toISOString(),
  };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
    rememberChoiceMade();
  } catch {
    /* the banner will ask again next time */
  }
  settingsRequested = false;
  notify();
  return record;
}

/** The footer's "cookie settings" link: shows the banner again with the stored choice. */
export function openConsentSettings() {
  settingsRequested = true;
  notify();
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

interface ConsentState {
  record: ConsentRecord | null;
  settingsRequested: boolean;
}

let snapshot: ConsentState = { record: null, settingsRequested: false };
const serverSnapshot: ConsentState = snapshot;

// useSyncExternalStore needs the same object back while nothing changed.
function getSnapshot(): ConsentState {
  const record = read();
  if (record !== snapshot.record || settingsRequested !== snapshot.settingsRequested)
    snapshot = { record, settingsRequested };
  return snapshot;
}

export const useConsent = () => useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
