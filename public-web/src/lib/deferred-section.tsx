import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '@/lib/i18n';
import { whenNearScreen } from '@/lib/near-screen';

/** A section's code starts loading this far before the section scrolls into view. */
const DEFERRED_SECTION_MARGIN = '300px 0px';

/**
 * Signs of a visitor at work: from the first of them on, every deferred section loads. A click may
 * navigate (to an anchor on this page too), and React then brings every waiting section up to
 * date first: that must not wait for a section nobody scrolled to.
 */
const INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'popstate', 'hashchange'] as const;

const starters = new Set<() => void>();
let interacted = false;

/** Loads every deferred section now (e.g. before jumping to an anchor below them). */
export function startAllDeferredSections() {
  if (!interacted) startAll();
}

function startAll() {
  interacted = true;
  starters.forEach((start) => start());
  INTERACTION.forEach((type) => window.removeEventListener(type, startAll, true));
}

if (typeof window !== 'undefined')
  INTERACTION.forEach((type) =>
    window.addEventListener(type, startAll, { capture: true, passive: true }),
  );

const RETRIES = 5;

/**
 * A part below the fold that cannot load (offline, a failed request) must not take the page down
 * with it: it is tried again when the browser is back online (or a little later), and meanwhile
 * the page goes on without it, its prerendered HTML (if any) standing in.
 */
async function loadPatiently<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      console.error('A part of the page could not be loaded', error);
      if (attempt > RETRIES) return new Promise<T>(() => {});
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          window.removeEventListener('online', done);
          resolve();
        };
        const timer = setTimeout(done, 2000 * attempt);
        window.addEventListener('online', done);
      });
    }
  }
}

/** The section's prerendered HTML, when the page still has it from the server. */
const prerendered = (selector: string) =>
  typeof document === 'undefined' ? null : document.querySelector(selector);

/** Whether the prerendered section may stay as it is until it comes near the screen. */
function mayWait(selector: string): boolean {
  const section = prerendered(selector);
  if (!section || interacted || typeof IntersectionObserver === 'undefined') return false;
  // The address points into the section (e.g. /de#booking-form): it is needed at once.
  const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
  return !(target && section.contains(target));
}

export interface DeferredSectionOptions {
  /**
   * Whether coming near the screen loads the section (the default). A section with nothing to
   * operate (texts and pictures only) sets it false: its server HTML is all a visitor needs until
   * they interact with the page (a link, the language switch), so it costs the first screen no
   * code even where it is on that screen.
   */
  whenNear?: boolean;
}

/**
 * A below-the-fold section of a prerendered page whose code (and texts) load only when it comes
 * near the screen, or once the visitor interacts with the page. Until then React keeps the
 * server's HTML of the section as it is (a dehydrated Suspense boundary): it reads and looks the
 * same, and its plain links work. Rendered in the browser without prerendered HTML (after a
 * client-side navigation), the section loads at once. On the server it renders in full.
 *
 * `selector` finds the section's own element in the prerendered page; it gets `data-hydrated`
 * once the section is live.
 */
export function deferredSection<P extends object>(
  selector: string,
  load: () => Promise<ComponentType<P>>,
  namespaces: Namespace[] = [],
  { whenNear = true }: DeferredSectionOptions = {},
): ComponentType<P> {
  let start = () => {};
  const near = new Promise<void>((resolve) => (start = resolve));
  starters.add(start);

  const Section = lazy(async () => {
    if (mayWait(selector)) await near;
    const [component] = await Promise.all([
      loadPatiently(load),
      namespaces.length > 0 && loadNamespaces(namespaces),
    ]);
    return { default: component };
  });

  function Live() {
    useEffect(() => prerendered(selector)?.setAttribute('data-hydrated', ''), []);
    return null;
  }

  function DeferredSection(props: P) {
    useEffect(() => {
      const section = prerendered(selector);
      if (!section) return start();
      if (!whenNear) return;
      return whenNearScreen(section, DEFERRED_SECTION_MARGIN, start);
    }, []);
    // Not useNearScreen: a memo'd wrapper with no state of its own: nothing re-renders the waiting boundary, which
    // would make React replace the server's HTML with the (empty) fallback.
    return (
      <Suspense fallback={null}>
        <Section {...props} />
        <Live />
      </Suspense>
    );
  }
  DeferredSection.displayName = `Deferred(${selector})`;
  return memo(DeferredSection) as unknown as ComponentType<P>;
}
