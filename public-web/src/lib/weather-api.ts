import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { answer, apiClient } from '@/lib/contract-client';
import { shouldRetry } from '@/lib/retry';
import type { BookingWeather, CurrentWeather, ForecastDay } from '@/lib/api-types';

/** docs/product.md §3. Conditions arrive in lower case; unknown ones are shown as received. */
export type { BookingWeather, CurrentWeather };

/** What a day's figures show, now or in the forecast. */
export type DayWeather = Pick<
  ForecastDay,
  'condition' | 'temperature' | 'windSpeed' | 'precipitation'
>;

const MINUTE = 60_000;

/**
 * 503: the site has no weather service (not set up, or switched off by the provider). Asking again
 * changes nothing for this visit, so it is asked once: no retries, no new request on the next mount.
 */
export const weatherOff = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 503;

const onceWhenOff = {
  retry: (failures: number, error: Error) => !weatherOff(error) && shouldRetry(failures, error),
  refetchOnMount: (query: { state: { error: unknown } }) => !weatherOff(query.state.error),
} as const;

export const currentWeatherQuery = queryOptions({
  queryKey: ['/api/weather/current'],
  queryFn: () => answer(apiClient.GET('/api/weather/current')),
  staleTime: 10 * MINUTE,
  ...onceWhenOff,
});

/** The stay's forecast; the API asks for the booking's guest token as on every booking route. */
export const bookingWeatherQuery = (bookingId: string, token: string | null) =>
  queryOptions({
    queryKey: ['/api/weather/booking', bookingId, token],
    queryFn: () =>
      answer(
        apiClient.GET('/api/weather/booking/{bookingId}', {
          params: { path: { bookingId }, query: token ? { token } : {} },
        }),
      ),
    staleTime: 10 * MINUTE,
    ...onceWhenOff,
  });

export const useCurrentWeather = (enabled: boolean) =>
  useQuery({ ...currentWeatherQuery, enabled });

export const useBookingWeather = (bookingId: string | null, token: string | null = null) =>
  useQuery({ ...bookingWeatherQuery(bookingId ?? '', token), enabled: Boolean(bookingId) });
