import { labels as accessCodes } from '@/i18n/labels/access-codes';
import { labels as app } from '@/i18n/labels/app';
import { labels as bookings } from '@/i18n/labels/bookings';
import { labels as categories } from '@/i18n/labels/categories';
import { labels as frontDesk } from '@/i18n/labels/front-desk';
import { labels as ical } from '@/i18n/labels/ical';
import { labels as emailTemplates } from '@/i18n/labels/email-templates';
import { labels as mailMessages } from '@/i18n/labels/mail-messages';
import { labels as media } from '@/i18n/labels/media';
import { labels as ops } from '@/i18n/labels/ops';
import { labels as pitches } from '@/i18n/labels/pitches';
import { labels as pricing } from '@/i18n/labels/pricing';
import { labels as demand } from '@/i18n/labels/demand';
import { labels as system } from '@/i18n/labels/system';
import { labels as security } from '@/i18n/labels/security';
import { labels as users } from '@/i18n/labels/users';
import { labels as waitlist } from '@/i18n/labels/waitlist';
import { labels as seasonalContracts } from '@/i18n/labels/seasonal-contracts';
import { labels as tax } from '@/i18n/labels/tax';
import * as desk from '@/i18n/labels/desk';
import { labels as registrations } from '@/i18n/labels/registrations';
import { labels as electricity } from '@/i18n/labels/electricity';

/**
 * Every label of the console lives in this folder (CONTRIBUTING.md), one file per screen group as
 * `{ de, en }`, the English half typed against the German one so no key is missing. The console's
 * frame lands under `app`, each resource's labels under `resources.<REST resource name>`.
 */
const resources = {
  bookings,
  pitches,
  categories,
  'access-codes': accessCodes,
  'email-templates': emailTemplates,
  // The mail message log; its REST resource is /api/admin/messages.
  messages: mailMessages,
  users,
  invoices: desk.invoiceLabels,
  'storno-invoices': desk.stornoInvoiceLabels,
  payments: desk.paymentLabels,
  weather: desk.weatherLabels,
  security,
  waitlist,
  'seasonal-contracts': seasonalContracts,
};

export const labels = (locale: 'de' | 'en') => ({
  app: {
    ...app[locale],
    ...frontDesk[locale],
    ...media[locale],
    ...ops[locale],
    ...pricing[locale],
    ...demand[locale],
    ...system[locale],
    ...security[locale],
    ...registrations[locale],
    ...tax[locale],
    ...ical[locale],
    ...electricity[locale],
  },
  resources: Object.fromEntries(
    Object.entries(resources).map(([name, pair]) => [name, pair[locale]]),
  ),
});
