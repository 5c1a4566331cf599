import { queryOptions } from '@tanstack/react-query';
import type { GdprSettings } from '@/api-types';
import { api, ok } from '@/providers/api';
import { formatDateTime } from '@/format';

/** A list's query in react-admin's simple-rest form (JSON filter, sort and range). */
const list = (filter: object, sort: [string, string], range = [0, 99]) => ({
  params: {
    query: {
      filter: JSON.stringify(filter),
      sort: JSON.stringify(sort),
      range: JSON.stringify(range),
    },
  },
});

// Alerts
export const alertsQuery = (all: boolean) =>
  queryOptions({
    queryKey: ['admin', 'alerts', all],
    queryFn: () =>
      ok(api.GET('/api/admin/alerts', list(all ? {} : { open: true }, ['firedAt', 'DESC']))),
    refetchInterval: 60_000,
  });
export const alertRulesQuery = queryOptions({
  queryKey: ['admin', 'alert-rules'],
  queryFn: () => ok(api.GET('/api/admin/alert-rules')),
});
export const alertSettingsQuery = queryOptions({
  queryKey: ['admin', 'alert-settings'],
  queryFn: () => ok(api.GET('/api/admin/alert-settings')),
});
export const acknowledgeAlert = (id: string) =>
  ok(api.POST('/api/admin/alerts/{id}/acknowledge', { params: { path: { id } } }));
export const evaluateAlerts = () => ok(api.POST('/api/admin/alerts/evaluate'));
export const saveAlertRule = (key: string, change: { enabled?: boolean; threshold?: number }) =>
  ok(api.PUT('/api/admin/alert-rules/{key}', { params: { path: { key } }, body: change }));
export const saveAlertSettings = (email: string | null) =>
  ok(api.PUT('/api/admin/alert-settings', { body: { email } }));

// Feature toggles
export const togglesQuery = queryOptions({
  queryKey: ['admin', 'feature-toggles'],
  queryFn: () => ok(api.GET('/api/admin/feature-toggles')),
});
export const toggleEventsQuery = queryOptions({
  queryKey: ['admin', 'feature-toggle-events'],
  queryFn: () => ok(api.GET('/api/admin/feature-toggle-events', list({}, ['at', 'DESC'], [0, 49]))),
});
export const saveToggle = (key: string, enabled: boolean) =>
  ok(api.PUT('/api/admin/feature-toggles/{key}', { params: { path: { key } }, body: { enabled } }));

// GDPR
export const guestsQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'gdpr', 'guests', q],
    queryFn: () => ok(api.GET('/api/admin/gdpr/guests', { params: { query: { q } } })),
    enabled: q.length >= 3,
  });
export const gdprActionsQuery = queryOptions({
  queryKey: ['admin', 'gdpr', 'actions'],
  queryFn: () => ok(api.GET('/api/admin/gdpr/actions', list({}, ['at', 'DESC'], [0, 49]))),
});
export const gdprSettingsQuery = queryOptions({
  queryKey: ['admin', 'gdpr', 'settings'],
  queryFn: () => ok(api.GET('/api/admin/gdpr/settings')),
});
/** A guest's bookings and seasonal contracts, as the export and the erasure take them. */
export interface GuestSubjects {
  bookingIds: string[];
  contractIds: string[];
}
export const exportGuest = (subjects: GuestSubjects) =>
  ok(api.POST('/api/admin/gdpr/export', { body: subjects }));
export const eraseGuest = (subjects: GuestSubjects) =>
  ok(api.POST('/api/admin/gdpr/erase', { body: { ...subjects, confirm: true } }));
export const saveGdprSettings = (s: GdprSettings) =>
  ok(api.PUT('/api/admin/gdpr/settings', { body: s }));

/** Date and time in the console's language. */
export const formatTime = (iso: string, locale: string) => formatDateTime(iso, locale);
