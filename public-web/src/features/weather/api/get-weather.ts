import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §3. Conditions arrive in lower case; unknown ones are shown as received. */
export interface DayWeather {
  condition: string;
  temperature: { max: number; min: number };
  windSpeed: number;
  precipitation: number;
}

export interface CurrentWeather extends DayWeather {
  humidity: number;
}

export interface BookingWeather {
  location: string;
  forecast: (DayWeather & { date: string })[];
}

const MINUTE = 60_000;

export const currentWeatherQuery = queryOptions({
  queryKey: ['/api/weather/current'],
  queryFn: () => api.get<CurrentWeather>('/api/weather/current'),
  staleTime: 10 * MINUTE,
});

export const bookingWeatherQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['/api/weather/booking', bookingId],
    queryFn: () => api.get<BookingWeather>(`/api/weather/booking/${encodeURIComponent(bookingId)}`),
    staleTime: 10 * MINUTE,
  });

export const useCurrentWeather = (enabled: boolean) =>
  useQuery({ ...currentWeatherQuery, enabled });

export const useBookingWeather = (bookingId: string | null) =>
  useQuery({ ...bookingWeatherQuery(bookingId ?? ''), enabled: Boolean(bookingId) });
