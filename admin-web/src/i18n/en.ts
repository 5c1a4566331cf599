import englishMessages from 'ra-language-english';
import { labels } from '@/i18n/labels';

// react-admin's own texts come in English with the library; ours from the label files.
export const enMessages = { ...englishMessages, ...labels('en') };
