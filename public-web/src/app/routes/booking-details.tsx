import { useParams, useSearchParams } from 'react-router-dom';
import { BookingDetailsPage } from '@/features/booking-details/components/booking-details-page';
import { usePageHead } from '@/lib/head';
import { QueryScope } from '@/lib/react-query';

/** docs/product.md §2.5: `/de/buchung-details/:id?token=…` (and `&verify=…` from the pay-on-arrival mail). */
export function BookingDetails() {
  usePageHead('bookingDetails');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <QueryScope>
      <BookingDetailsPage key={id} id={id} token={params.get('token') ?? ''} />
    </QueryScope>
  );
}
