import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bookingQuery } from '@/lib/booking-api';
import { useBookingWeather, useCurrentWeather } from '@/lib/weather-api';

/**
 * What a story can tell besides the campsite: the stay when the page was opened from a booking
 * (`?booking=&token=`, the same token as the details link) and the weather — the stay's first
 * forecast day, else the weather now. Either may be missing; the story is drawn without it.
 */
export function useStoryData(bookingId: string | null, token: string | null) {
  const fromBooking = Boolean(bookingId && token);
  const booking = useQuery({
    ...bookingQuery(bookingId ?? '', token ?? ''),
    enabled: fromBooking,
  });
  const stayWeather = useBookingWeather(fromBooking ? bookingId : null, token);
  const current = useCurrentWeather(!fromBooking);
  const day = fromBooking ? stayWeather.data?.forecast?.[0] : current.data;
  // One object per answer, so the story is redrawn when the weather changes, not on every render.
  const weather = useMemo(
    () => (day ? { condition: day.condition, max: Math.round(day.temperature.max) } : undefined),
    [day],
  );
  return { booking: booking.data, bookingFailed: booking.isError, weather };
}
