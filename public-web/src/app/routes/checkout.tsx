import { usePageHead } from '@/lib/head';
import { QueryScope } from '@/lib/react-query';
import { BookingSuccessPage } from '@/features/checkout/components/booking-success-page';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import '@/features/checkout/checkout.css';

/** docs/product.md §2.1 `/de/kasse`: guest details, extras, price and payment for the chosen pitch. */
export function Checkout() {
  usePageHead('checkout');
  return (
    <QueryScope>
      <CheckoutPage />
    </QueryScope>
  );
}

/** docs/product.md §2.1 `/de/buchung-erfolgreich/{bookingId?}`. */
export function BookingSuccess() {
  usePageHead('bookingSuccess');
  return (
    <QueryScope>
      <BookingSuccessPage />
    </QueryScope>
  );
}
