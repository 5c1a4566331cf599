import type { TFunction } from 'i18next';
import type { Language } from '@/config/paths';
import { buildHead, INDEXABLE, type Head, type HeadPage } from '@/config/seo';

/**
 * Canonical and Open Graph addresses use the public address the server put into the page (its
 * PUBLIC_URL), so they agree with what crawlers saw; without one, the address in the bar.
 */
function publicOrigin(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    if (canonical) return new URL(canonical).origin;
  } catch {
    /* fall through */
  }
  return window.location.origin;
}

let origin: string | undefined;

/** Replaces the managed head tags (those marked data-head, the server's included). */
function applyHead(head: Head, doc: Document = document) {
  doc.title = head.title;
  doc.documentElement.lang = head.lang;
  doc.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  const fragment = doc.createDocumentFragment();
  for (const { tag, attrs } of head.tags) {
    const el = doc.createElement(tag);
    el.setAttribute('data-head', '');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    fragment.append(el);
  }
  doc.head.append(fragment);
}

/** The head tags of a page at an address, with its texts from the `seo` and `common` catalogues. */
export function applyPageHead(
  page: HeadPage,
  lang: Language,
  path: string,
  t: { seo: TFunction<'seo'>; common: TFunction<'common'> },
) {
  origin ??= publicOrigin();
  applyHead(
    buildHead({
      lang,
      path,
      title: t.seo(`${page}.title`),
      description: t.seo(`${page}.description`),
      brand: t.common('brand'),
      indexable: INDEXABLE[page],
      origin,
      imageAlt: t.seo('imageAlt'),
      alternates: page !== 'debugEnv' && page !== 'redirect',
    }),
  );
}
