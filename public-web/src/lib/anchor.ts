// Loaded when a visitor jumps to an anchor (a menu entry, "Jetzt buchen", an address with a hash),
// not with the landing page's first screen.
import { startAllDeferredSections } from '@/lib/deferred-section';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** Signs that the visitor took over: from then on the page no longer moves on its own. */
const TAKE_OVER = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
/** How long the target is kept in place after the last change of the page's height, and at most. */
const SETTLE_QUIET_MS = 2500;
const SETTLE_MAX_MS = 10_000;
/** Frames to wait for an anchor that a loading section is about to render (about 4 s). */
const FIND_FRAMES = 240;
/** How long focus follows the section's first field while it is (re-)rendered. */
const FOCUS_WATCH_MS = 15_000;

/**
 * Moves focus into a section the visitor jumped to, so the next Tab continues there: to the
 * element marked `data-autofocus` (e.g. the booking form's first field, which may still be
 * loading), else to the section itself. Never takes focus back from where the visitor moved it.
 */
function focusInto(id: string, el: HTMLElement, isCancelled: () => boolean) {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  const before = document.activeElement;
  el.focus({ preventScroll: true });
  let focused: HTMLElement | null = null;
  // Long enough for a busy phone to fetch what the section needs and render it afresh.
  const until = performance.now() + FOCUS_WATCH_MS;
  // A click anywhere is the visitor's own move (even one that leaves focus on <body>).
  let tookOver = false;
  const takeOver = () => (tookOver = true);
  window.addEventListener('pointerdown', takeOver, { once: true, passive: true });
  const look = () => {
    if (isCancelled() || tookOver) return window.removeEventListener('pointerdown', takeOver);
    // The section may be rendered afresh meanwhile (a lazy part replacing the server's HTML, and
    // with it the field just focused, which leaves focus on <body>): always the element now in the
    // page, and watched for a while even once focused.
    const current = document.getElementById(id) ?? el;
    const field = current.querySelector<HTMLElement>('[data-autofocus]');
    const active = document.activeElement;
    const stillOurs =
      active === el ||
      active === before ||
      active === document.body ||
      active === null ||
      (focused !== null && active === focused);
    if (stillOurs && field && active !== field) {
      field.focus({ preventScroll: true });
      focused = field;
    }
    if (stillOurs && performance.now() < until) requestAnimationFrame(look);
    else window.removeEventListener('pointerdown', takeOver);
  };
  look();
}

/**
 * Scrolls to the element with `id` and keeps it there while sections above it finish loading
 * (they change height as they come in: without this, "Anreise" and "Kontakt" stopped hundreds of
 * pixels short), until the visitor scrolls, clicks or types. Every deferred section starts
 * loading at once, so the page settles quickly. Returns the function that stops it.
 */
export function goToAnchor(id: string, { focus = false } = {}): () => void {
  let cancelled = false;
  const cleanups: Array<() => void> = [];
  const stop = () => {
    cancelled = true;
    cleanups.splice(0).forEach((fn) => fn());
  };
  const isCancelled = () => cancelled;
  startAllDeferredSections();

  const keepInPlace = () => {
    if (typeof ResizeObserver === 'undefined') return;
    let settled = false;
    const endSettling = () => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(max);
      TAKE_OVER.forEach((type) => window.removeEventListener(type, endSettling));
    };
    let quiet = setTimeout(endSettling, SETTLE_QUIET_MS);
    const max = setTimeout(endSettling, SETTLE_MAX_MS);
    const observer = new ResizeObserver(() => {
      if (cancelled || settled) return;
      document.getElementById(id)?.scrollIntoView({ behavior: 'auto', block: 'start' });
      clearTimeout(quiet);
      quiet = setTimeout(endSettling, SETTLE_QUIET_MS);
    });
    observer.observe(document.body);
    TAKE_OVER.forEach((type) => window.addEventListener(type, endSettling, { passive: true }));
    cleanups.push(endSettling);
  };

  let frames = 0;
  let frame = 0;
  const find = () => {
    if (cancelled) return;
    const el = document.getElementById(id);
    if (!el) {
      if (frames++ < FIND_FRAMES) frame = requestAnimationFrame(find);
      return;
    }
    el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    keepInPlace();
    if (focus) focusInto(id, el, isCancelled);
  };
  cleanups.push(() => cancelAnimationFrame(frame));
  find();
  return stop;
}
