import { describe, expect, it } from 'vitest';
import { menuFor, menuGroups } from '@/layout/menuGroups';

const paths = (role: string | undefined) =>
  menuFor(role).flatMap((group) => group.entries.map((e) => e.path));

describe('menu per role', () => {
  it('shows administrators every entry of SPEC §2.8', () => {
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
