import { useSearchParams } from 'react-router-dom';
import { GuestViewPage } from '@/features/guest/components/guest-view-page';
import { WeatherCard } from '@/components/weather/weather-card';
import { usePageHead } from '@/lib/head';

/** docs/product.md §2.4. `?bookingId=&token=` switches the weather card to the forecast of that stay. */
export function GuestView() {
  usePageHead('guestView');
  const [params] = useSearchParams();
  return (
    <GuestViewPage
      weather={<WeatherCard bookingId={params.get('bookingId')} token={params.get('token')} />}
    />
  );
}
