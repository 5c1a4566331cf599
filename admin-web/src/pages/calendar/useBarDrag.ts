/**
 * Moving a booking by dragging its bar with the pointer (mouse or pen; on touch screens a swipe
 * scrolls instead): past a few pixels it becomes a drag, the day under the pointer is marked, and
 * letting go asks to move the stay to that pitch and those dates (the move dialog decides). Kept
 * apart from the drawing so the rows stay plain markup.
 */
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
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

/** The day under a horizontal point of a row. */
export type DayAt = (e: { clientX: number; currentTarget: Element }) => string;

export function useBarDrag(dayAt: DayAt, onDrop: (booking: CalendarBooking, to: Move) => void) {
  const [dragged, setDragged] = useState<CalendarBooking | null>(null);
  const [dropHint, setDropHint] = useState<DropTarget | null>(null);
  const suppressClick = useRef(false);

  /** The pitch row and day under a point of the screen, if any. */
  const targetAt = (x: number, y: number): DropTarget | null => {
    // Under the pointer may lie a tooltip or the dragged bar itself: the first row beneath counts.
    const row = document
      .elementsFromPoint(x, y)
      .map((el) => el.closest<HTMLElement>('[data-row-pitch]'))
      .find((el) => el !== null);
    if (!row) return null;
    return { pitchId: row.dataset.rowPitch!, day: dayAt({ clientX: x, currentTarget: row }) };
  };

  const onBarPointerDown = (b: CalendarBooking) => (e: ReactPointerEvent<HTMLElement>) => {
    if (e.button !== 0 || e.pointerType === 'touch') return;
    const rowEl = e.currentTarget.parentElement!;
    const grabbedDay = dayAt({ clientX: e.clientX, currentTarget: rowEl });
    const start = { x: e.clientX, y: e.clientY };
    let active = false;
    const move = (ev: PointerEvent) => {
      if (!active && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < 5) return;
      if (!active) {
        active = true;
        setDragged(b);
      }
      ev.preventDefault();
      setDropHint(targetAt(ev.clientX, ev.clientY));
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', stop);
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
      stop();
      suppressClick.current = true;
      const target = targetAt(ev.clientX, ev.clientY);
      if (!target) return;
      const moved = movedStay(b, grabbedDay, target.day);
      if (
        target.pitchId === b.pitchId &&
        moved.checkIn === b.checkIn &&
        moved.checkOut === b.checkOut
      )
        return;
      onDrop(b, { pitchId: target.pitchId, ...moved });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', stop);
  };

  /** The click that ends a drag is not a request to open the booking: true once after a drop. */
  const consumeDropClick = () => {
    if (!suppressClick.current) return false;
    suppressClick.current = false;
    return true;
  };

  return { dragged, dropHint, onBarPointerDown, consumeDropClick };
}
