/**
 * A step of the booking flow that opens as a new document (the checkout, for its own
 * Content-Security-Policy) asks the next page to move focus to its heading, as a route change does
 * (`focusHeading` in components/layouts/public-layout.tsx). The site sends no referrer, so the
 * mark is kept in sessionStorage for the one page load that follows.
 */
const KEY = 'focus-heading-of';

export function markNextPageAsStep(pathname: string): void {
  try {
    sessionStorage.setItem(KEY, pathname);
  } catch {
    // Storage refused (private mode quotas): the page simply keeps the browser's focus.
  }
}

/** True once for the page the previous step marked. */
export function takeStepMark(pathname: string): boolean {
  try {
    const marked = sessionStorage.getItem(KEY);
    if (marked === null) return false;
    sessionStorage.removeItem(KEY);
    return marked === pathname;
  } catch {
    return false;
  }
}
