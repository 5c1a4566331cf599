import { PitchSelectionPage } from '@/features/pitch-selection/components/pitch-selection-page';
import { QueryScope } from '@/lib/react-query';

/** docs/product.md §2.1 pitch selection: the choice from the booking form arrives in the address. */
export function PitchSelection() {
  return (
    <QueryScope>
      <PitchSelectionPage />
    </QueryScope>
  );
}
