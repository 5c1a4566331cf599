import { describe, expect, it } from 'vitest';
import { i18nProvider } from '@/i18nProvider';
import { menuFor, menuGroups } from '@/layout/menuGroups';

const paths = (role: string | undefined) =>
  menuFor(role).flatMap((group) => group.entries.map((e) => e.path));

describe('menu per role', () => {
  it('shows administrators every entry of docs/product.md §2.8', () => {
    expect(paths('admin')).toEqual(menuGroups.flatMap((g) => g.entries.map((e) => e.path)));
  });

  it('hides the admin-only entries from staff, and a group left empty with them', () => {
    const staff = paths('staff');
    for (const adminOnly of [
      '/users',
      '/settings',
      '/location',
      '/logo',
      '/pricing-management',
      '/feature-toggles',
      '/gdpr-compliance',
      '/performance',
    ])
      expect(staff).not.toContain(adminOnly);
    expect(staff).toEqual(
      expect.arrayContaining(['/dashboard', '/bookings', '/registrations', '/security']),
    );
    expect(menuFor('staff').map((g) => g.label)).not.toContain('app.menu.groups.pricing');
  });

  it('shows only the common entries while the role is unknown', () => {
    expect(paths(undefined)).toEqual(paths('staff'));
  });
});

describe('German menu names', () => {
  const de = (key: string) => i18nProvider.translate(key, { smart_count: 2 });
  // The page each entry opens, by the key of the title its page shows in the app bar.
  const titles: Record<string, string> = {
    '/dashboard': 'app.dashboard.title',
    '/booking-dashboard': 'app.booking_dashboard.title',
    '/analytics': 'app.analytics.title',
    '/calendar': 'app.calendar.title',
    '/ical-sync': 'app.ical_page.title',
    '/email-templates': 'resources.email-templates.name',
    '/settings': 'app.settings.title',
    '/pricing-management': 'app.pricing.title',
    '/alerts': 'app.alerts_page.title',
    '/feature-toggles': 'app.feature_toggles_page.title',
    '/gdpr-compliance': 'app.gdpr_page.title',
    '/performance': 'app.performance.title',
  };
  const entries = menuGroups.flatMap((g) => g.entries);

  it('are German words, not English product terms', () => {
    const english =
      /\b(Dashboard|Analytics|Business|Alert|Feature|Management|GDPR|Compliance|Performance|Monitor|Sync)\b/;
    const labels = [
      ...menuGroups.map((g) => de(g.label)),
      ...entries.map((e) => de(e.label)),
      ...Object.values(titles).map(de),
    ];
    expect(labels.filter((l) => english.test(l))).toEqual([]);
    expect(de('app.menu.items.analytics')).toBe('Geschäftszahlen');
    expect(de('app.menu.items.gdpr_compliance')).toBe('DSGVO');
    expect(de('app.menu.items.performance')).toBe('Leistungsmonitor');
    expect(de('app.menu.items.feature_toggles')).toBe('Funktionen');
    expect(de('app.menu.items.alerts')).toBe('Warnungen');
  });

  it('name each page the way its menu entry does', () => {
    for (const [path, titleKey] of Object.entries(titles)) {
      const label = de(entries.find((e) => e.path === path)!.label);
      expect(de(titleKey), path).toMatch(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\b`));
    }
  });
});
