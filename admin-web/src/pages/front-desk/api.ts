import { queryOptions } from '@tanstack/react-query';
import type { Analytics, BookingDashboard, CalendarRange, Dashboard } from '@/api-types';
import { API_URL, httpClient } from '@/providers/http';

/** The reception's figures change all day: refetched every minute while a page is open. */
const REFRESH_MS = 60_000;

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: async () => (await httpClient(`${API_URL}/admin/dashboard`)).json as Dashboard,
  refetchInterval: REFRESH_MS,
});

export const bookingDashboardQuery = queryOptions({
  queryKey: ['admin', 'booking-dashboard'],
  queryFn: async () =>
    (await httpClient(`${API_URL}/admin/booking-dashboard`)).json as BookingDashboard,
  refetchInterval: REFRESH_MS,
});

/** One request for the whole period, however many pitches (to is exclusive). */
export const calendarQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'calendar', from, to],
    queryFn: async () =>
      (
        await httpClient(
          `${API_URL}/admin/calendar?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        )
      ).json as CalendarRange,
  });

/** The business figures of a period (to is exclusive). */
export const analyticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'analytics', from, to],
    queryFn: async () =>
      (
        await httpClient(
          `${API_URL}/admin/analytics?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        )
      ).json as Analytics,
  });
