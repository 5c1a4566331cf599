import { queryOptions } from '@tanstack/react-query';
import type {
  AlertEvaluation,
  AlertRecord,
  AlertRule,
  AlertSettings,
  ErasureResult,
  FeatureToggle,
  FeatureToggleEvent,
  GdprAction,
  GdprSettings,
  GuestMatch,
} from '@/api-types';
import { API_URL, httpClient } from '@/providers/http';
import { formatDateTime } from '@/format';

const get = async <T>(path: string): Promise<T> =>
  (await httpClient(`${API_URL}${path}`)).json as T;
const send = async <T>(method: 'POST' | 'PUT', path: string, body: unknown = {}): Promise<T> =>
  (await httpClient(`${API_URL}${path}`, { method, body: JSON.stringify(body) })).json as T;
const list = (filter: object, sort: [string, string], range = [0, 99]) =>
  `filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify(range))}`;

// Alerts
export const alertsQuery = (all: boolean) =>
  queryOptions({
    queryKey: ['admin', 'alerts', all],
    queryFn: () =>
      get<AlertRecord[]>(`/admin/alerts?${list(all ? {} : { open: true }, ['firedAt', 'DESC'])}`),
    refetchInterval: 60_000,
  });
export const alertRulesQuery = queryOptions({
  queryKey: ['admin', 'alert-rules'],
  queryFn: () => get<AlertRule[]>('/admin/alert-rules'),
});
export const alertSettingsQuery = queryOptions({
  queryKey: ['admin', 'alert-settings'],
  queryFn: () => get<AlertSettings>('/admin/alert-settings'),
});
export const acknowledgeAlert = (id: string) =>
  send<AlertRecord>('POST', `/admin/alerts/${id}/acknowledge`);
export const evaluateAlerts = () => send<AlertEvaluation>('POST', '/admin/alerts/evaluate');
export const saveAlertRule = (key: string, change: { enabled?: boolean; threshold?: number }) =>
  send<AlertRule>('PUT', `/admin/alert-rules/${key}`, change);
export const saveAlertSettings = (email: string | null) =>
  send<AlertSettings>('PUT', '/admin/alert-settings', { email });

// Feature toggles
export const togglesQuery = queryOptions({
  queryKey: ['admin', 'feature-toggles'],
  queryFn: () => get<FeatureToggle[]>('/admin/feature-toggles'),
});
export const toggleEventsQuery = queryOptions({
  queryKey: ['admin', 'feature-toggle-events'],
  queryFn: () =>
    get<FeatureToggleEvent[]>(`/admin/feature-toggle-events?${list({}, ['at', 'DESC'], [0, 49])}`),
});
export const saveToggle = (key: string, enabled: boolean) =>
  send<FeatureToggle>('PUT', `/admin/feature-toggles/${key}`, { enabled });

// GDPR
export const guestsQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'gdpr', 'guests', q],
    queryFn: () => get<GuestMatch[]>(`/admin/gdpr/guests?q=${encodeURIComponent(q)}`),
    enabled: q.length >= 3,
  });
export const gdprActionsQuery = queryOptions({
  queryKey: ['admin', 'gdpr', 'actions'],
  queryFn: () => get<GdprAction[]>(`/admin/gdpr/actions?${list({}, ['at', 'DESC'], [0, 49])}`),
});
export const gdprSettingsQuery = queryOptions({
  queryKey: ['admin', 'gdpr', 'settings'],
  queryFn: () => get<GdprSettings>('/admin/gdpr/settings'),
});
export const exportGuest = (bookingIds: string[]) =>
  send<Record<string, unknown>>('POST', '/admin/gdpr/export', { bookingIds });
export const eraseGuest = (bookingIds: string[]) =>
  send<ErasureResult>('POST', '/admin/gdpr/erase', { bookingIds, confirm: true });
export const saveGdprSettings = (s: GdprSettings) =>
  send<GdprSettings>('PUT', '/admin/gdpr/settings', s);

/** Date and time in the console's language. */
export const formatTime = (iso: string, locale: string) => formatDateTime(iso, locale);
