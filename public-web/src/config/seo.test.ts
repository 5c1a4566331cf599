import { describe, expect, it } from 'vitest';
import { buildHead, headToHtml } from '@/config/seo';

const input = {
  lang: 'de' as const,
  path: '/de/buchung-details/42',
  title: 'Buchungsdetails',
  description: 'Ihre Buchung',
  brand: 'Alpencamp',
  indexable: false,
  origin: 'https://camp.example',
  imageAlt: 'Zelte',
};

const attr = (head: ReturnType<typeof buildHead>, key: string, value: string, read: string) =>
  head.tags.find((t) => t.attrs[key] === value)?.attrs[read];

describe('head tags (docs/product.md §2.1)', () => {
  it('titles are the page title plus the brand', () => {
    expect(buildHead(input).title).toBe('Buchungsdetails | Alpencamp');
    expect(buildHead({ ...input, title: 'Alpencamp' }).title).toBe('Alpencamp');
  });

  it('carry canonical, alternates for de, en, nl and x-default (German), keeping the parameter', () => {
    const head = buildHead(input);
    expect(attr(head, 'rel', 'canonical', 'href')).toBe(
      'https://camp.example/de/buchung-details/42',
    );
    const alternates = head.tags.filter((t) => t.attrs.rel === 'alternate').map((t) => t.attrs);
    expect(alternates).toEqual([
      { rel: 'alternate', hreflang: 'de', href: 'https://camp.example/de/buchung-details/42' },
      { rel: 'alternate', hreflang: 'en', href: 'https://camp.example/en/booking-details/42' },
      { rel: 'alternate', hreflang: 'nl', href: 'https://camp.example/nl/boeking-details/42' },
      {
        rel: 'alternate',
        hreflang: 'x-default',
        href: 'https://camp.example/de/buchung-details/42',
      },
    ]);
  });

  it('Open Graph defaults to website with the site name; Twitter uses the large card', () => {
    const head = buildHead(input);
    expect(attr(head, 'property', 'og:type', 'content')).toBe('website');
    expect(attr(head, 'property', 'og:site_name', 'content')).toBe('Alpencamp');
    expect(attr(head, 'property', 'og:locale', 'content')).toBe('de_AT');
    expect(attr(head, 'name', 'twitter:card', 'content')).toBe('summary_large_image');
    expect(attr(head, 'property', 'og:image', 'content')).toBe(
      'https://camp.example/images/og-image.jpg',
    );
  });

  it('robots: index,follow by default, noindex,nofollow for pages marked not indexable', () => {
    expect(attr(buildHead(input), 'name', 'robots', 'content')).toBe('noindex,nofollow');
    expect(attr(buildHead({ ...input, indexable: true }), 'name', 'robots', 'content')).toBe(
      'index,follow',
    );
  });

  it('writes escaped HTML marked for replacement', () => {
    const html = headToHtml(buildHead({ ...input, title: 'A "B" <C>' }));
    expect(html).toContain('<title>A &quot;B&quot; &lt;C&gt; | Alpencamp</title>');
    expect(html).toContain('<link data-head rel="canonical"');
  });
});
