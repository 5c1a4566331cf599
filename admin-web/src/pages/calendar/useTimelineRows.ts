/**
 * The calendar answer rearranged for drawing: the days of the period, each pitch's bookings and
 * closures, every taken stay (for "is this night free?"), and which pitches open a category.
 */
import { useMemo } from 'react';
import type { CalendarBlock, CalendarBooking, CalendarRange, CalendarSeasonal } from '@/api-types';
import { daysOf } from '@/pages/calendar/timeline';

export function useTimelineRows(data: CalendarRange) {
  const days = useMemo(() => daysOf(data.from, data.to), [data.from, data.to]);
  const byPitch = useMemo(() => {
    const map = new Map<
      string,
      { bookings: CalendarBooking[]; blocks: CalendarBlock[]; seasonal: CalendarSeasonal[] }
    >();
    for (const p of data.pitches) map.set(p.id, { bookings: [], blocks: [], seasonal: [] });
    for (const b of data.bookings) map.get(b.pitchId)?.bookings.push(b);
    for (const k of data.blocks) map.get(k.pitchId)?.blocks.push(k);
    for (const s of data.seasonal) map.get(s.pitchId)?.seasonal.push(s);
    return map;
  }, [data]);
  const stays = useMemo(
    () => [
      ...data.bookings.map((b) => ({ pitchId: b.pitchId, start: b.checkIn, end: b.checkOut })),
      ...data.blocks.map((k) => ({ pitchId: k.pitchId, start: k.startDate, end: k.endDate })),
      ...data.seasonal.map((s) => ({ pitchId: s.pitchId, start: s.startDate, end: s.endDate })),
    ],
    [data],
  );
  // A category's name heads its first pitch.
  const startsCategory = data.pitches.map(
    (p, i) => i === 0 || data.pitches[i - 1].categoryId !== p.categoryId,
  );
  return { days, byPitch, stays, startsCategory };
}
