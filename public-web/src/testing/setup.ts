import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetResources } from '@/lib/cached-resource';
import { resetSharedQueryClient } from '@/lib/react-query';
// Components are tested without the pages' chunk, which brings their catalogues in the app.
import '@/lib/page-catalogues';

// Pages and their texts load lazily; a busy machine (npm test runs suites side by side) needs time.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so it has no scrolling; the app only asks it to scroll.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetResources();
  resetSharedQueryClient();
});
