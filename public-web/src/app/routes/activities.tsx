import { ActivitiesPage } from '@/features/activities/components/activities-page';
import { usePageHead } from '@/lib/head';

export function Activities() {
  usePageHead('activities');
  return <ActivitiesPage />;
}
