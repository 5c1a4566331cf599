import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/paths';
import type { CookieBanner as CookieBannerType } from '@/features/cookie-consent/components/cookie-banner';
import { rememberChoiceMade, saveConsent, useConsent } from '@/lib/cookie-consent';
import { useIsClient } from '@/lib/hydration';
import { toast } from '@/lib/toast';

// Loaded only when the banner must be drawn here: its settings are opened, the page's language is
// not the sent copy's, or the server sent no copy (no cookie, but no stored choice either).
// Should its code not load (offline before the service worker kept it), the page goes on without
// the banner rather than failing as a whole.
const CookieBanner = lazy(() =>
  import('@/features/cookie-consent/components/cookie-banner').then(
    (m) => ({ default: m.CookieBanner }),
    (): { default: ComponentType<ComponentProps<typeof CookieBannerType>> } => ({
      default: () => null,
    }),
  ),
);

/** The element before the page's root that holds the sent copy (index.html). */
const CONTAINER_ID = 'consent';

// The copy of the banner the server put into the page (a first visit: no CONSENT_COOKIE), found
// once per page load; null once it is gone or when there was none.
let sent: HTMLElement | null | undefined;

function sentCopy(): HTMLElement | null {
  sent ??=
    document.getElementById(CONTAINER_ID)?.querySelector<HTMLElement>(':scope > .cookie-banner') ??
    null;
  return sent;
}

function dropSentCopy() {
  sent?.remove();
  sent = null;
}

/**
 * Takes the sent copy away in the same frame as the drawn banner appears (both are inside one
 * Suspense boundary, so this commits with the banner): on a phone the page never moves. Focus
 * that was in the copy moves to the same place in the banner.
 */
function ReplacesSentCopy() {
  useLayoutEffect(() => {
    const hadFocus = !!sent?.contains(document.activeElement);
    dropSentCopy();
    // The copy's "settings" opened the banner, whose same button now saves the choice.
    if (hadFocus)
      document.querySelector<HTMLElement>('.cookie-banner [data-choice="save"]')?.focus();
  }, []);
  return null;
}

/**
 * Shows the banner until a choice is stored, and again when the footer asks for the settings.
 *
 * A first visit's page comes with the banner (the server renders it in when CONSENT_COOKIE is
 * missing; see docs/public-site.md), so nothing moves when the site starts on a phone, where the
 * banner is part of the page above the header. Its "accept all" and "reject all" are answered here,
 * without the banner's code; "settings" draws the banner in its place.
 */
export function CookieConsentHost({ lang }: { lang: Language }) {
  const { record, settingsRequested } = useConsent();
  // Only in the browser, after hydration: the prerendered page cannot know the stored choice.
  const client = useIsClient();
  const { t } = useTranslation();
  const [settingsFirst, setSettingsFirst] = useState(false);
  const answered = record !== null && !settingsRequested;
  const copy = client ? sentCopy() : null;
  const copyServes = !!copy && copy.lang === lang && !settingsFirst && !settingsRequested;

  useLayoutEffect(() => {
    if (!record) return;
    // A copy sent although a choice is stored: one made before the cookie existed, or the cookie
    // ran out or was cleared. The server learns it now. Otherwise the start leaves the browser's
    // cookie store alone (its first use costs milliseconds on a phone).
    if (sent) rememberChoiceMade();
    if (!settingsRequested) dropSentCopy();
  }, [record, settingsRequested]);

  useEffect(() => {
    if (!copy || !copyServes) return;
    // The privacy link needs nothing: it loads its page, which comes with the banner too.
    const answer = (event: MouseEvent) => {
      const choice = (event.target as Element).closest('button')?.dataset.choice;
      if (choice === 'settings') setSettingsFirst(true);
      if (choice !== 'all' && choice !== 'none') return;
      const all = choice === 'all';
      saveConsent({ analytics: all, marketing: all, preferences: all });
      toast({ title: t('cookies.saved') });
    };
    copy.addEventListener('click', answer);
    return () => copy.removeEventListener('click', answer);
  }, [copy, copyServes, t]);

  if (!client || answered || copyServes) return null;
  // Drawn at the top of the page, where the sent copy stood just above it (#consent, before the
  // root): the same place on the screen.
  return (
    <Suspense fallback={null}>
      <CookieBanner
        key={record?.timestamp ?? 'new'}
        current={record}
        showSettingsFirst={settingsFirst}
      />
      <ReplacesSentCopy />
    </Suspense>
  );
}
