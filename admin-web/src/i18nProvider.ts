import polyglotI18nProvider from 'ra-i18n-polyglot';
import { deMessages } from '@/i18n/de';
import { enMessages } from '@/i18n/en';

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? enMessages : deMessages),
  'de',
  [
    { locale: 'de', name: 'Deutsch' },
    { locale: 'en', name: 'English' },
  ],
);
