/**
 * The calendar's grid: pitches × days in a box that scrolls both ways, a category's name above
 * its first pitch, and what the grid opens — the free-night menu, the block and move dialogs.
 * The pieces are beside it: the day header (TimelineHeader), a pitch's row and bars (PitchRow,
 * bars), dragging a bar (useBarDrag), the rows' data (useTimelineRows).
 */
import { Fragment, useCallback, useState, type MouseEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, GlobalStyles, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CalendarBooking, CalendarRange } from '@/api-types';
import { BlockDialog, MoveDialog, type BlockDraft, type MoveDraft } from '@/pages/calendar/dialogs';
import { FreeCellMenu, type FreeCell } from '@/pages/calendar/FreeCellMenu';
import { PitchRow } from '@/pages/calendar/PitchRow';
import { TimelineHeader } from '@/pages/calendar/TimelineHeader';
import { nightTaken } from '@/pages/calendar/timeline';
import { DRAGGING_ATTRIBUTE, useBarDrag, type DayAt, type Move } from '@/pages/calendar/useBarDrag';
import { useTimelineRows } from '@/pages/calendar/useTimelineRows';

export const TimelineGrid = ({
  data,
  dayWidth,
  today,
  labelWidth,
}: {
  data: CalendarRange;
  dayWidth: number;
  today: string;
  labelWidth: number;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const { days, byPitch, stays, startsCategory } = useTimelineRows(data);
  const [menu, setMenu] = useState<FreeCell | null>(null);
  const [blockDraft, setBlockDraft] = useState<BlockDraft | null>(null);
  const [moveDraft, setMoveDraft] = useState<MoveDraft | null>(null);

  const dayAt: DayAt = (e) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const i = Math.floor((e.clientX - rect.left) / dayWidth);
    return days[Math.min(Math.max(i, 0), days.length - 1)];
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] });
  // The handlers the rows get keep their identity (the rows are memoised).
  const openMove = useCallback(
    (b: CalendarBooking, next?: Partial<Move>) =>
      setMoveDraft({
        booking: b,
        pitchId: next?.pitchId ?? b.pitchId,
        checkIn: next?.checkIn ?? b.checkIn,
        checkOut: next?.checkOut ?? b.checkOut,
      }),
    [],
  );
  const { dragged, dropHint, onBarPointerDown, consumeDropClick } = useBarDrag(dayAt, openMove);

  const onRowClick = useCallback(
    (pitchId: string, e: MouseEvent<HTMLDivElement>) => {
      if (e.target !== e.currentTarget) return;
      const rect = e.currentTarget.getBoundingClientRect();
      const i = Math.floor((e.clientX - rect.left) / dayWidth);
      const day = days[Math.min(Math.max(i, 0), days.length - 1)];
      if (nightTaken(stays, pitchId, day)) return;
      setMenu({ x: e.clientX, y: e.clientY, pitchId, day });
    },
    [days, dayWidth, stays],
  );

  if (!data.pitches.length)
    return <Typography color="text.secondary">{translate('app.calendar.empty')}</Typography>;

  const categoryName = (id: string) => {
    const c = data.categories.find((x) => x.id === id);
    return c ? (locale === 'en' ? c.nameEn : c.nameDe) : '';
  };

  return (
    <>
      {/* While a bar is dragged (useBarDrag marks the body): no bar's tooltip, and the grabbing
          hand over every booking bar. Rules that stay, and an attribute that changes, so the rows
          need not draw again and the browser restyles only what the rules name. */}
      <GlobalStyles
        styles={{
          [`body[${DRAGGING_ATTRIBUTE}] .MuiTooltip-popper`]: { display: 'none' },
          [`body[${DRAGGING_ATTRIBUTE}] [data-testid="calendar-grid"] [data-status]`]: {
            cursor: 'grabbing',
          },
        }}
      />
      <Box
        data-testid="calendar-grid"
        sx={{
          overflow: 'auto',
          maxHeight: { xs: 'calc(100vh - 230px)', sm: 'calc(100vh - 250px)' },
          minHeight: 240,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          position: 'relative',
          // The timeline scrolls inside this box; its width must not widen the page.
          contain: 'inline-size',
          width: '100%',
        }}
      >
        <Box sx={{ width: labelWidth + days.length * dayWidth, position: 'relative' }}>
          <TimelineHeader days={days} dayWidth={dayWidth} labelWidth={labelWidth} today={today} />
          {data.pitches.map((p, index) => {
            const row = byPitch.get(p.id)!;
            return (
              <Fragment key={p.id}>
                {startsCategory[index] && (
                  <Box
                    sx={{
                      position: 'sticky',
                      left: 0,
                      width: 'fit-content',
                      px: 1,
                      pt: 1,
                      pb: 0.25,
                    }}
                  >
                    <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                      {categoryName(p.categoryId)}
                    </Typography>
                  </Box>
                )}
                <PitchRow
                  pitch={p}
                  bookings={row.bookings}
                  blocks={row.blocks}
                  seasonal={row.seasonal}
                  period={data}
                  dayWidth={dayWidth}
                  labelWidth={labelWidth}
                  dropDay={dropHint?.pitchId === p.id ? dropHint.day : null}
                  draggedId={dragged?.pitchId === p.id ? dragged.id : null}
                  onEmptyClick={onRowClick}
                  onBarPointerDown={onBarPointerDown}
                  consumeDropClick={consumeDropClick}
                  onMoveKey={openMove}
                />
              </Fragment>
            );
          })}
        </Box>
      </Box>
      <FreeCellMenu
        cell={menu}
        pitches={data.pitches}
        onClose={() => setMenu(null)}
        onBlock={setBlockDraft}
      />
      <BlockDialog
        key={blockDraft ? `b${blockDraft.pitchId}${blockDraft.startDate}` : 'b'}
        draft={blockDraft}
        pitches={data.pitches}
        onClose={() => setBlockDraft(null)}
        onSaved={() => {
          setBlockDraft(null);
          void refresh();
        }}
      />
      <MoveDialog
        key={
          moveDraft
            ? `m${moveDraft.booking.id}${moveDraft.pitchId}${moveDraft.checkIn}${moveDraft.checkOut}`
            : 'm'
        }
        draft={moveDraft}
        pitches={data.pitches}
        onClose={() => setMoveDraft(null)}
        onSaved={() => {
          setMoveDraft(null);
          void refresh();
        }}
      />
    </>
  );
};
