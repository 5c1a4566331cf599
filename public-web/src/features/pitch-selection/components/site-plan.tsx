import {
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityPitch, SitePlanImage } from '@/lib/api-types';
import { directionOfKey, nextPin } from '@/features/pitch-selection/components/pin-navigation';
import { CONTENT_LANGUAGE, DEFAULT_LANGUAGE, isLanguage, type Language } from '@/config/paths';

/** docs/product.md §4 map pin states. */
export type PinState = AvailabilityPitch['state'] | 'selected';

export const pinState = (pitch: AvailabilityPitch, selectedId: string | null): PinState =>
  pitch.id === selectedId ? 'selected' : pitch.state;

export const SITE_PLAN_IMAGE = '/images/site-plan.svg';
/** The bundled plan's area labels ("A · Zelt", "Reception") are in one language each. */
const SITE_PLAN_IMAGES = { de: SITE_PLAN_IMAGE, en: '/images/site-plan.en.svg' } as const;
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;
const MIN_ZOOM = ZOOM_LEVELS[0];
const MAX_ZOOM = ZOOM_LEVELS[ZOOM_LEVELS.length - 1];
/** On a phone the whole plan would put pins 24 px apart: it opens zoomed in (pan to see more). */
const PHONE_WIDTH = 600;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

interface SitePlanProps {
  pitches: AvailabilityPitch[];
  selectedId: string | null;
  onSelect: (pitch: AvailabilityPitch) => void;
  /** Called for a pin that cannot be chosen (occupied or blocked), so the page can say why. */
  onUnavailable?: (pitch: AvailabilityPitch) => void;
  /** The uploaded plan; without one (or while it loads) the bundled plan shows. */
  plan?: SitePlanImage | null;
}

/** The plan's image and shape: pin x/y are percent of it, so the canvas keeps its aspect ratio. */
export function planLayout(
  plan?: SitePlanImage | null,
  lang: Language = DEFAULT_LANGUAGE,
): { image: string; aspectRatio: string } {
  if (!plan?.imageUrl)
    return { image: SITE_PLAN_IMAGES[CONTENT_LANGUAGE[lang]], aspectRatio: '16 / 10' };
  const ratio = plan.width && plan.height ? `${plan.width} / ${plan.height}` : '16 / 10';
  return { image: plan.imageUrl, aspectRatio: ratio };
}

/** Keeps the point of the plan at the viewport's centre in place while the zoom changes. */
function useZoom(viewport: RefObject<HTMLDivElement | null>) {
  const [zoom, setZoomState] = useState<number>(MIN_ZOOM);
  const zoomRef = useRef(zoom);
  const setZoom = (next: number) => {
    const el = viewport.current;
    const target = clampZoom(next);
    const previous = zoomRef.current;
    if (target === previous) return;
    const centreX = el ? (el.scrollLeft + el.clientWidth / 2) / (el.scrollWidth || 1) : 0.5;
    const centreY = el ? (el.scrollTop + el.clientHeight / 2) / (el.scrollHeight || 1) : 0.5;
    zoomRef.current = target;
    setZoomState(target);
    requestAnimationFrame(() => {
      if (!el) return;
      el.scrollLeft = centreX * el.scrollWidth - el.clientWidth / 2;
      el.scrollTop = centreY * el.scrollHeight - el.clientHeight / 2;
    });
  };
  return { zoom, zoomRef, setZoom };
}

/**
 * The site plan with one pin per pitch (docs/product.md §2.5, §4). Pins are buttons named with their number
 * and state; one of them is in the tab order and the arrow keys move between neighbours on the
 * plan. Zoom with the buttons, a pinch or Ctrl + wheel; pan by scrolling or dragging the plan.
 */
export function SitePlan({ pitches, selectedId, onSelect, onUnavailable, plan }: SitePlanProps) {
  const { t, i18n } = useTranslation('pitch-selection');
  const layout = planLayout(plan, isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const hintId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const pinRefs = useRef(new Map<string, HTMLButtonElement>());
  const { zoom, zoomRef, setZoom } = useZoom(viewport);
  const [focusId, setFocusId] = useState<string | null>(null);

  // The pin in the tab order: the last one focused, else the chosen one, else the first free one.
  const rovingId =
    (focusId && pitches.some((p) => p.id === focusId) && focusId) ||
    selectedId ||
    pitches.find((p) => p.state === 'available')?.id ||
    pitches[0]?.id;

  // A phone opens the plan zoomed in, on the chosen pitch or the first free one.
  useEffect(() => {
    const el = viewport.current;
    if (!el || !el.clientWidth || el.clientWidth >= PHONE_WIDTH) return;
    setZoom(2);
    const start = selectedId ?? pitches.find((p) => p.state === 'available')?.id;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const pin = start ? pinRefs.current.get(start) : undefined;
        if (!pin) return;
        el.scrollLeft = pin.offsetLeft - el.clientWidth / 2;
        el.scrollTop = pin.offsetTop - el.clientHeight / 2;
      }),
    );
    // Once, when the plan first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Pinch (two fingers) and Ctrl + wheel (trackpads) zoom; one finger pans natively.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    let pinch: { distance: number; zoom: number } | null = null;
    const distance = (e: TouchEvent) =>
      Math.hypot(
        e.touches[0]!.clientX - e.touches[1]!.clientX,
        e.touches[0]!.clientY - e.touches[1]!.clientY,
      );
    const onTouchStart = (e: TouchEvent) => {
      if (e.touches.length === 2) pinch = { distance: distance(e), zoom: zoomRef.current };
    };
    const onTouchMove = (e: TouchEvent) => {
      if (!pinch || e.touches.length !== 2) return;
      e.preventDefault();
      setZoom(Math.round(pinch.zoom * (distance(e) / pinch.distance) * 20) / 20);
    };
    const onTouchEnd = (e: TouchEvent) => {
      if (e.touches.length < 2) pinch = null;
    };
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      setZoom(Math.round(zoomRef.current * (e.deltaY < 0 ? 1.1 : 0.9) * 20) / 20);
    };
    el.addEventListener('touchstart', onTouchStart, { passive: true });
    el.addEventListener('touchmove', onTouchMove, { passive: false });
    el.addEventListener('touchend', onTouchEnd, { passive: true });
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      el.removeEventListener('touchstart', onTouchStart);
      el.removeEventListener('touchmove', onTouchMove);
      el.removeEventListener('touchend', onTouchEnd);
      el.removeEventListener('wheel', onWheel);
    };
    // The handlers read the zoom through its ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Dragging with a mouse pans, as a finger does.
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(
    null,
  );
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || e.button !== 0 || !viewport.current) return;
    const el = viewport.current;
    drag.current = {
      x: e.clientX,
      y: e.clientY,
      left: el.scrollLeft,
      top: el.scrollTop,
      moved: false,
    };
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    const el = viewport.current;
    if (!d || !el) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 5) return;
    d.moved = true;
    el.scrollLeft = d.left - dx;
    el.scrollTop = d.top - dy;
  };
  const endDrag = () => {
    // A drag that moved must not also click the pin it ended on.
    const moved = drag.current?.moved;
    drag.current = null;
    if (moved) {
      const swallow = (e: Event) => {
        e.stopPropagation();
        e.preventDefault();
      };
      window.addEventListener('click', swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
    }
  };

  // The pins' handlers keep one identity (the pins are memoised: a choice or a focus move redraws
  // the two pins it changes, not all 200); they call the page's current handlers.
  const handlers = useRef({ onSelect, onUnavailable });
  useEffect(() => {
    handlers.current = { onSelect, onUnavailable };
  });
  const choose = useCallback((pitch: AvailabilityPitch) => {
    setFocusId(pitch.id);
    if (pitch.state === 'available') handlers.current.onSelect(pitch);
    else handlers.current.onUnavailable?.(pitch);
  }, []);
  const registerPin = useCallback((id: string, el: HTMLButtonElement | null) => {
    if (el) pinRefs.current.set(id, el);
    else pinRefs.current.delete(id);
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = pitches.find((p) => p.id === rovingId);
    if (!current) return;
    let target: AvailabilityPitch | null | undefined;
    const direction = directionOfKey(e.key);
    if (direction) target = nextPin(pitches, current, direction);
    else if (e.key === 'Home') target = pitches[0];
    else if (e.key === 'End') target = pitches[pitches.length - 1];
    else if (e.key === '+' || e.key === '=') setZoom(zoomRef.current * 1.5);
    else if (e.key === '-') setZoom(zoomRef.current / 1.5);
    else return;
    e.preventDefault();
    if (!target) return;
    setFocusId(target.id);
    pinRefs.current.get(target.id)?.focus();
  };

  // A pin's name ("Stellplatz B2, frei"), made by the pin itself when it draws.
  const pinLabel = useCallback(
    (code: string, state: PinState) => t('pin', { code, state: t(`states.${state}`) }),
    [t],
  );

  return (
    <div className="site-plan">
      <div className="site-plan__toolbar">
        <p className="site-plan__hint muted" id={hintId}>
          {t('mapHint')}
        </p>
        <div className="site-plan__zoom" role="group" aria-label={t('zoom.label')}>
          <button
            type="button"
            className="icon-button"
            onClick={() => setZoom(zoomRef.current / 1.5)}
            disabled={zoom <= MIN_ZOOM}
            aria-label={t('zoom.out')}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="site-plan__zoom-value" aria-live="polite">
            {Math.round(zoom * 100)} %
          </output>
          <button
            type="button"
            className="icon-button"
            onClick={() => setZoom(zoomRef.current * 1.5)}
            disabled={zoom >= MAX_ZOOM}
            aria-label={t('zoom.in')}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className="button button--ghost site-plan__zoom-reset"
            onClick={() => setZoom(MIN_ZOOM)}
            disabled={zoom <= MIN_ZOOM}
          >
            {t('zoom.reset')}
          </button>
        </div>
      </div>
      <div
        ref={viewport}
        className="site-plan__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onPointerLeave={endDrag}
      >
        <div
          className="site-plan__canvas"
          style={{
            width: `${zoom * 100}%`,
            backgroundImage: `url("${layout.image}")`,
            aspectRatio: layout.aspectRatio,
          }}
          data-plan={layout.image}
          role="group"
          aria-label={t('mapLabel', { count: pitches.length })}
          aria-describedby={hintId}
          onKeyDown={onKeyDown}
        >
          {pitches.map((pitch) => {
            const state = pinState(pitch, selectedId);
            return (
              <Pin
                key={pitch.id}
                pitch={pitch}
                state={state}
                label={pinLabel}
                tabbable={pitch.id === rovingId}
                register={registerPin}
                onChoose={choose}
                onFocusPin={setFocusId}
              />
            );
          })}
        </div>
      </div>
      <Legend />
    </div>
  );
}

/** One pitch's pin: drawn again only when its own state, name or tab stop changes. */
const Pin = memo(function Pin({
  pitch,
  state,
  label,
  tabbable,
  register,
  onChoose,
  onFocusPin,
}: {
  pitch: AvailabilityPitch;
  state: PinState;
  label: (code: string, state: PinState) => string;
  tabbable: boolean;
  register: (id: string, el: HTMLButtonElement | null) => void;
  onChoose: (pitch: AvailabilityPitch) => void;
  onFocusPin: (id: string) => void;
}) {
  return (
    <button
      ref={(el) => register(pitch.id, el)}
      type="button"
      className={`pin pin--${state}`}
      style={{ left: `${pitch.x}%`, top: `${pitch.y}%` }}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label(pitch.code, state)}
      aria-pressed={state === 'selected'}
      aria-disabled={pitch.state !== 'available' || undefined}
      data-state={state}
      onClick={() => onChoose(pitch)}
      onFocus={() => onFocusPin(pitch.id)}
    >
      {pitch.code}
    </button>
  );
});

const LEGEND_STATES: PinState[] = ['available', 'occupied', 'blocked', 'seasonal', 'selected'];

/** What the pins' colours and marks mean (docs/product.md §4 states). */
export function Legend() {
  const { t } = useTranslation('pitch-selection');
  return (
    <div className="site-plan__legend">
      <h3 className="visually-hidden">{t('legend.title')}</h3>
      <ul>
        {LEGEND_STATES.map((state) => (
          <li key={state}>
            <span className={`pin pin--legend pin--${state}`} aria-hidden="true" />
            <span>
              <strong>{t(`states.${state}`)}</strong>{' '}
              <span className="muted">{t(`legend.${state}`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
