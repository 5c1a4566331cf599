import { StoryGeneratorPage } from '@/features/story/components/story-generator-page';
import { usePageHead } from '@/lib/head';

/** docs/product.md §2.1: `/de/story-generator` (`?booking=&token=` from the booking details page). */
export function StoryGenerator() {
  usePageHead('storyGenerator');
  return <StoryGeneratorPage />;
}
