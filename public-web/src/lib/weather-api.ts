import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BookingWeather, CurrentWeather, ForecastDay } from '@/lib/api-types';

/** SPEC §3. Conditions arrive in lower case; unknown ones are shown as received. */
export type { BookingWeather, CurrentWeather };

/** What a day's figures show, now or in the forecast. */
export type DayWeather = Pick<
  ForecastDay,
  'condition' | 'temperature' | 'windSpeed' | 'precipitation'
>;

const MINUTE = 60_000;

export const currentWeatherQuery = queryOptions({
  queryKey: ['/api/weather/current'],
  queryFn: () => api.get<CurrentWeather>('/api/weather/current'),
  staleTime: 10 * MINUTE,
});

/** The stay's forecast; the API asks for the booking's guest token as on every booking route. */
export const bookingWeatherQuery = (bookingId: string, token: string | null) =>
  queryOptions({
    queryKey: ['/api/weather/booking', bookingId, token],
    queryFn: () =>
      api.get<BookingWeather>(
        `/api/weather/booking/${encodeURIComponent(bookingId)}${
          token ? `?token=${encodeURIComponent(token)}` : ''
        }`,
      ),
    staleTime: 10 * MINUTE,
  });

export const useCurrentWeather = (enabled: boolean) =>
  useQuery({ ...currentWeatherQuery, enabled });

export const useBookingWeather = (bookingId: string | null, token: string | null = null) =>
  useQuery({ ...bookingWeatherQuery(bookingId ?? '', token), enabled: Boolean(bookingId) });
