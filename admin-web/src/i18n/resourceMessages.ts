import { messages as accessCodesMessages } from '../access-codes/messages';
import { messages as bookingsMessages } from '../bookings/messages';
import { messages as categoriesMessages } from '../categories/messages';
import { messages as emailTemplatesMessages } from '../email-templates/messages';
import { messages as mailMessages } from '../messages/messages';
import { messages as pitchesMessages } from '../pitches/messages';
/**
 * Messages of each resource live beside its screens in `src/<resource>/messages.ts` as
 * `{ de, en }` (same shape in both languages) and are registered here in one line each.
 * They land under `resources.<name>` in react-admin's catalogue.
 */
type Catalogue = { [key: string]: string | Catalogue };
export interface ResourcePair<T extends Catalogue = Catalogue> {
  de: T;
  en: T;
}

const registry: Record<string, ResourcePair> = {
  bookings: bookingsMessages,
  pitches: pitchesMessages,
  categories: categoriesMessages,
  'access-codes': accessCodesMessages,
  'email-templates': emailTemplatesMessages,
  messages: mailMessages,
};

export const resourceMessages = (locale: 'de' | 'en') =>
  Object.fromEntries(Object.entries(registry).map(([name, pair]) => [name, pair[locale]]));
