import { WaitlistPage } from '@/features/waitlist/components/waitlist-page';
import { usePageHead } from '@/lib/head';
import { QueryScope } from '@/lib/react-query';

/** `/de/warteliste?entry=&token=&action=confirm|leave`: the links in the waitlist mails. */
export function Waitlist() {
  usePageHead('waitlist');
  return (
    <QueryScope>
      <WaitlistPage />
    </QueryScope>
  );
}
