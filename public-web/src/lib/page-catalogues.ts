// The catalogues of every page but the landing page (see lib/i18n.ts), one loader per language
// and namespace, each catalogue a chunk of its own. Imported by the pages' chunk (app/pages.tsx).
import { registerCatalogues } from '@/lib/i18n';

registerCatalogues(
  import.meta.glob<{ default: Record<string, unknown> }>([
    '../locales/*/*.json',
    '!../locales/*/common.json',
    '!../locales/*/footer.json',
    '!../locales/*/landing.json',
    '!../locales/*/booking.json',
    '!../locales/*/sections.json',
    '!../locales/*/maintenance.json',
    '!../locales/*/seo.json',
  ]),
);
