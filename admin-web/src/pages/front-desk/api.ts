import { queryOptions } from '@tanstack/react-query';
import { api, ok } from '@/providers/api';

/** The reception's figures change all day: refetched every minute while a page is open. */
const REFRESH_MS = 60_000;

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: () => ok(api.GET('/api/admin/dashboard')),
  refetchInterval: REFRESH_MS,
});

export const bookingDashboardQuery = queryOptions({
  queryKey: ['admin', 'booking-dashboard'],
  queryFn: () => ok(api.GET('/api/admin/booking-dashboard')),
  refetchInterval: REFRESH_MS,
});

/** One request for the whole period, however many pitches (to is exclusive). */
export const calendarQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'calendar', from, to],
    queryFn: () => ok(api.GET('/api/admin/calendar', { params: { query: { from, to } } })),
  });

/** The business figures of a period (to is exclusive). */
export const analyticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'analytics', from, to],
    queryFn: () => ok(api.GET('/api/admin/analytics', { params: { query: { from, to } } })),
  });
