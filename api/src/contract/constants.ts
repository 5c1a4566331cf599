/**
 * Values the API and both front ends must agree on, defined once. The front ends import this file
 * directly (alias `@contract/constants`), so it must stay free of imports and of anything that only
 * runs on Node: plain constants and the types derived from them.
 *
 * The OpenAPI document (openapi.json beside this file) carries the shapes; this file carries the
 * names that are not part of a response body (paths, cookies, headers) and the value lists the
 * screens offer as choices.
 */

/** The unlisted address staff sign in at (docs/product.md §2.7); the server answers it with the admin app. */
export const STAFF_ENTRANCE_PATH = '/staff-entrance-1x9zq';
/** Where the server mounts the admin app. */
export const ADMIN_BASE_PATH = '/admin';

/** The httpOnly staff session cookie. */
export const SESSION_COOKIE = 'sid';
/** The readable cookie holding the CSRF token of the session. */
export const CSRF_COOKIE = 'csrf';
/** The header every cookie-authenticated write echoes the CSRF cookie in. */
export const CSRF_HEADER = 'X-CSRF-Token';
/**
 * Set by the public site once a visitor has made their cookie choice (the choice itself stays in
 * the browser's storage). It names no one and only tells the server not to put the cookie banner
 * into the page it sends (docs/public-site.md, "The cookie banner").
 */
export const CONSENT_COOKIE = 'consent-chosen';

/**
 * The languages guests are served in (public site, mails, invoices, API messages), German first.
 * Adding one is a catalogue per app plus this entry (docs/languages.md); the staff console itself
 * speaks only German and English.
 */
export const LANGUAGES = ['de', 'en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);
/**
 * The languages the staff console speaks and staff write their texts in (category, extra and
 * season names, descriptions, attractions), and the legal texts exist in.
 */
export const STAFF_LANGUAGES = ['de', 'en'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];
/** Which staff-written text a guest language shows: Dutch guests read the English one. */
export const CONTENT_LANGUAGE = { de: 'de', en: 'en', nl: 'en' } as const satisfies Record<
  Language,
  StaffLanguage
>;

/**
 * The slugs of the guest pages the API links to in mails, per language (the public site's path
 * registry, public-web/src/config/paths.ts, takes these three from here).
 */
export const GUEST_LINK_SLUGS = {
  bookingDetails: { de: 'buchung-details', en: 'booking-details', nl: 'boeking-details' },
  pitchSelection: { de: 'stellplatz-auswahl', en: 'pitch-selection', nl: 'standplaats-kiezen' },
  waitlist: { de: 'warteliste', en: 'waitlist', nl: 'wachtlijst' },
  seasonalRenewal: {
    de: 'saisonplatz-verlaengerung',
    en: 'seasonal-renewal',
    nl: 'seizoensplaats-verlengen',
  },
} as const satisfies Record<string, Record<Language, string>>;

export const ROLES = ['admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/**
 * `no_show`: a confirmed guest who never arrived. The stay is cut short (the pitch is free from the
 * night after it was recorded) and the policy's no-show charge is what the guest owes.
 */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'cancelled',
  'expired',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'unpaid',
  'pending',
  'paid',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['on_arrival', 'bank_transfer', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A season's deposit rule for card bookings: none, a percentage of the total, or a fixed amount. */
export const DEPOSIT_KINDS = ['none', 'percent', 'fixed'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** How money moved, one ledger row each (payments and refunds); `stripe` rows carry the provider's id. */
export const PAYMENT_LEDGER_METHODS = ['stripe', 'cash', 'card_terminal', 'bank_transfer'] as const;
export type LedgerMethod = (typeof PAYMENT_LEDGER_METHODS)[number];

/** A ledger row is money in (`payment`) or money given back (`refund`); amounts are always positive. */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * How staff settle what a cancelled (or no-show) guest paid beyond the kept fee: back to the card
 * through Stripe, by bank transfer or in cash (each a ledger refund, paid out now), kept on the
 * booking as the guest's credit, or `later` (cancel now; the amount stays "to pay out").
 */
export const REFUND_CHOICES = ['stripe', 'bank_transfer', 'cash', 'credit', 'later'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

/** VAT rates a price may carry, in basis points (1000 = 10 %): Austria's 0, 10, 13 and 20 %. */
export const VAT_RATES_BP = [0, 1000, 1300, 2000] as const;
export type VatRateBp = (typeof VAT_RATES_BP)[number];

export const CHANNELS = ['online', 'phone', 'walk_in', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The automatic mails; each exists once per language. */
export const TEMPLATE_KEYS = [
  'booking_confirmation',
  'booking_verification',
  'payment_received',
  'access_code',
  'invoice',
  'cancellation',
  'pre_arrival',
  'hold_expired',
  'registration_request',
  'balance_due',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

/**
 * Feature toggles the public site reads (`GET /api/feature-toggles`); a toggle without a stored row
 * is on.
 */
export const PUBLIC_FEATURE_TOGGLES = [
  'storyGenerator',
  'weather',
  'onlinePayment',
  'bookingEnabled',
] as const;
export type PublicFeatureToggle = (typeof PUBLIC_FEATURE_TOGGLES)[number];

/**
 * The alert rules (admin console → Alert-System). Each is checked by the worker's alert scan;
 * `bank_transfer_overdue` is raised by the payment reminders, the desk rules by the dashboard too.
 */
export const ALERT_RULES = [
  'payment_failed',
  'job_failed',
  'holds_expiring',
  'weather_down',
  'low_availability',
  'queue_backlog',
  'disk_space',
  'bank_transfer_overdue',
  /** The reconciler had to queue the same effect again this often (threshold: repairs). */
  'effect_repaired',
  /** The reconciler gave up on an effect after RECONCILER_MAX_REPAIRS repairs; its job stays failed. */
  'effect_abandoned',
] as const;
export type AlertRuleKey = (typeof ALERT_RULES)[number];

/** What the GDPR tools did: an export, an erasure asked for by staff, or one by the retention job. */
export const GDPR_ACTIONS = ['export', 'erase', 'retention'] as const;
export type GdprActionKind = (typeof GDPR_ACTIONS)[number];

/**
 * A waitlist entry's life: `pending` until its opt-in link is followed, `confirmed` (waiting),
 * `notified` (told a pitch is free), `booked` (the guest booked that stay), `expired` (its arrival
 * date passed), `removed` (the guest left or staff removed it).
 */
export const WAITLIST_STATUSES = [
  'pending',
  'confirmed',
  'notified',
  'booked',
  'expired',
  'removed',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * The code of the flat electricity extra. A pitch with a meter bills electricity by its readings,
 * so neither the API nor the checkout offers this extra there.
 */
export const FLAT_ELECTRICITY_EXTRA = 'electricity';
