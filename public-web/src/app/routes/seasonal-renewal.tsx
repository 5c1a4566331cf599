import { SeasonalRenewalPage } from '@/features/seasonal-renewal/components/seasonal-renewal-page';
import { usePageHead } from '@/lib/head';
import { QueryScope } from '@/lib/react-query';

/** `/de/saisonplatz-verlaengerung?contract=&token=`: the link in a renewal offer's mail. */
export function SeasonalRenewal() {
  usePageHead('seasonalRenewal');
  return (
    <QueryScope>
      <SeasonalRenewalPage />
    </QueryScope>
  );
}
