/**
 * The booking journey keeps the guest's choice in the address, so a reload, Back or a shared link
 * keeps it: the form hands it to the pitch map (`?checkIn&checkOut&category&adults&children`), the
 * map adds `pitch` (the pitch id) and hands it to the checkout. One parser and one writer for every
 * page of the journey; anything malformed is dropped rather than trusted.
 */
export interface StayChoice {
  checkIn: string;
  checkOut: string;
  /** Category slug, as GET /api/categories names it. */
  category: string;
  adults: number;
  children: number;
  /** Pitch id, once chosen on the map. */
  pitch?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9-]{1,60}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The API's party bounds (StayDto: adults 1-20, children 0-20). */
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 20;

const isCalendarDate = (value: string) => {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
};

/** A whole number within bounds, or undefined (`2.5`, `-2`, `1e3` and `' 3'` are not). */
export function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** The parts of a stay choice that are present and well-formed. */
export function readStayChoice(params: URLSearchParams): Partial<StayChoice> {
  const choice: Partial<StayChoice> = {};
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  const category = params.get('category');
  const pitch = params.get('pitch');
  if (checkIn && isCalendarDate(checkIn)) choice.checkIn = checkIn;
  if (checkOut && isCalendarDate(checkOut)) choice.checkOut = checkOut;
  if (category && SLUG.test(category)) choice.category = category;
  const adults = wholeNumber(params.get('adults'), 1, MAX_ADULTS);
  if (adults !== undefined) choice.adults = adults;
  const children = wholeNumber(params.get('children'), 0, MAX_CHILDREN);
  if (children !== undefined) choice.children = children;
  if (pitch && UUID.test(pitch)) choice.pitch = pitch;
  return choice;
}

/** A complete choice (everything but the pitch), or null when the address lacks a part. */
export function completeStayChoice(params: URLSearchParams): StayChoice | null {
  const c = readStayChoice(params);
  if (!c.checkIn || !c.checkOut || !c.category || c.adults === undefined) return null;
  if (c.checkOut <= c.checkIn) return null;
  return { ...c, children: c.children ?? 0 } as StayChoice;
}

/** The query string of a choice, in a fixed order (stable links and cache keys). */
export function stayChoiceQuery(choice: StayChoice): string {
  const params = new URLSearchParams({
    checkIn: choice.checkIn,
    checkOut: choice.checkOut,
    category: choice.category,
    adults: String(choice.adults),
    children: String(choice.children),
  });
  if (choice.pitch) params.set('pitch', choice.pitch);
  return params.toString();
}

/** Where the last search is kept, only with the visitor's consent to preferences. */
export const REMEMBERED_SEARCH_KEY = 'stay-search';

/**
 * The preferences consent promises to remember the search "for the next visit" (the cookie
 * banner's text): kept only while that consent stands, and forgotten as soon as it is withdrawn.
 */
export function rememberStayChoice(choice: StayChoice, preferencesConsent: boolean) {
  try {
    if (!preferencesConsent) localStorage.removeItem(REMEMBERED_SEARCH_KEY);
    else {
      const { pitch: _pitch, ...search } = choice;
      localStorage.setItem(REMEMBERED_SEARCH_KEY, stayChoiceQuery(search));
    }
  } catch {
    /* storage blocked: not remembered */
  }
}

/** The remembered search (read through the same parser as the address), if consent allows. */
export function rememberedStayChoice(preferencesConsent: boolean): Partial<StayChoice> {
  if (!preferencesConsent) return {};
  try {
    const stored = localStorage.getItem(REMEMBERED_SEARCH_KEY);
    return stored ? readStayChoice(new URLSearchParams(stored)) : {};
  } catch {
    return {};
  }
}

/** Today in the campsite's time zone, as the YYYY-MM-DD a date input uses. */
export const todayInVienna = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(now);
