/**
 * Moving a booking by dragging its bar with the pointer (mouse or pen; on touch screens a swipe
 * scrolls instead): past a few pixels it becomes a drag, the day under the pointer is marked, and
 * letting go asks to move the stay to that pitch and those dates (the move dialog decides). Kept
 * apart from the drawing so the rows stay plain markup.
 */
import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { CalendarBooking } from '@/api-types';
import { movedStay } from '@/pages/calendar/timeline';

export interface DropTarget {
  pitchId: string;
  day: string;
}

/** Where a stay would go: its pitch and dates. */
export interface Move {
  pitchId: string;
  checkIn: string;
  checkOut: string;
}

/** On the body while a bar is dragged (the grid's styles hide tooltips and show the grabbing hand). */
export const DRAGGING_ATTRIBUTE = 'data-bar-dragging';

/** The day under a horizontal point of a row. */
export type DayAt = (e: { clientX: number; currentTarget: Element }) => string;

export function useBarDrag(dayAt: DayAt, onDrop: (booking: CalendarBooking, to: Move) => void) {
  const [dragged, setDragged] = useState<CalendarBooking | null>(null);
  const [dropHint, setDropHint] = useState<DropTarget | null>(null);
  const suppressClick = useRef(false);
  // The handlers below keep one identity for the grid's life (the rows are memoised and must not
  // all redraw while a bar is dragged); they read the current day lookup and drop action here.
  const latest = useRef({ dayAt, onDrop });
  useLayoutEffect(() => {
    latest.current = { dayAt, onDrop };
  });

  /** The pitch row and day under a point of the screen, if any. */
  const targetAt = (x: number, y: number): DropTarget | null => {
    const { dayAt } = latest.current;
    // Under the pointer may lie a tooltip or the dragged bar itself: the first row beneath counts.
    const row = document
      .elementsFromPoint(x, y)
      .map((el) => el.closest<HTMLElement>('[data-row-pitch]'))
      .find((el) => el !== null);
    if (!row) return null;
    return { pitchId: row.dataset.rowPitch!, day: dayAt({ clientX: x, currentTarget: row }) };
  };

  const onBarPointerDown = useCallback(
    (b: CalendarBooking) => (e: ReactPointerEvent<HTMLElement>) => {
      if (e.button !== 0 || e.pointerType === 'touch') return;
      const rowEl = e.currentTarget.parentElement!;
      const grabbedDay = latest.current.dayAt({ clientX: e.clientX, currentTarget: rowEl });
      const start = { x: e.clientX, y: e.clientY };
      let active = false;
      const move = (ev: PointerEvent) => {
        if (!active && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 5) return;
        if (!active) {
          active = true;
          document.body.setAttribute(DRAGGING_ATTRIBUTE, '');
          setDragged(b);
        }
        ev.preventDefault();
        setDropHint(targetAt(ev.clientX, ev.clientY));
      };
      const stop = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', stop);
        document.body.removeAttribute(DRAGGING_ATTRIBUTE);
        setDragged(null);
        setDropHint(null);
      };
      const up = (ev: PointerEvent) => {
        if (!active) {
          window.removeEventListener('pointermove', move);
          window.removeEventListener('pointerup', up);
          window.removeEventListener('pointercancel', stop);
          return;
        }
        // Read where it landed before the drag's styles go (a second layout otherwise).
        const target = targetAt(ev.clientX, ev.clientY);
        stop();
        suppressClick.current = true;
        if (!target) return;
        const moved = movedStay(b, grabbedDay, target.day);
        if (
          target.pitchId === b.pitchId &&
          moved.checkIn === b.checkIn &&
          moved.checkOut === b.checkOut
        )
          return;
        // The bar lets go at once; the move dialog follows as a transition, so the next frame
        // does not wait for the dialog to be built.
        startTransition(() => latest.current.onDrop(b, { pitchId: target.pitchId, ...moved }));
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', stop);
    },
    // targetAt reads everything it needs through `latest`.
    [],
  );

  /** The click that ends a drag is not a request to open the booking: true once after a drop. */
  const consumeDropClick = useCallback(() => {
    if (!suppressClick.current) return false;
    suppressClick.current = false;
    return true;
  }, []);

  return { dragged, dropHint, onBarPointerDown, consumeDropClick };
}
