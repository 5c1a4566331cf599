/**
 * One pitch of the timeline: its code (sticky on the left) and the row of nights with its
 * closures and bookings as bars, plus the marked day while a bar is dragged over it. A click on
 * empty space of the row, a bar's click, drag and the "v"/"m" key are handed to the timeline.
 */
import { memo, type MouseEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CalendarBlock, CalendarBooking, CalendarPitch, CalendarSeasonal } from '@/api-types';
import { formatStayDate } from '@/bookings/format';
import {
  BAR_COLORS,
  BarText,
  barSx,
  blockPattern,
  ROW_HEIGHT,
  seasonalPattern,
} from '@/pages/calendar/bars';
import { barSpan, daysBetween } from '@/pages/calendar/timeline';

export interface PitchRowProps {
  pitch: CalendarPitch;
  bookings: CalendarBooking[];
  blocks: CalendarBlock[];
  /** Seasonal contracts holding the pitch ("Saisonplatz"). */
  seasonal: CalendarSeasonal[];
  period: { from: string; to: string };
  dayWidth: number;
  labelWidth: number;
  /** The day to mark in this row while a bar is dragged over it. */
  dropDay: string | null;
  /** The booking of this row being dragged, if any (other rows get null and stay as they are). */
  draggedId: string | null;
  onEmptyClick: (pitchId: string, e: MouseEvent<HTMLDivElement>) => void;
  onBarPointerDown: (b: CalendarBooking) => (e: ReactPointerEvent<HTMLElement>) => void;
  /** True when the click merely ends a drag. */
  consumeDropClick: () => boolean;
  onMoveKey: (b: CalendarBooking) => void;
}

const MOVE_KEYS = new Set(['v', 'm', 'V', 'M']);

/**
 * Memoised: while a bar is dragged only the row under the pointer and the dragged bar's row draw
 * again (a month of 200 pitches took about a second per drag step otherwise). Whatever shows on
 * every bar during a drag (the grabbing cursor, no tooltips) is styled by the grid.
 */
export const PitchRow = memo(function PitchRow({
  pitch: p,
  bookings,
  blocks,
  seasonal,
  period,
  dayWidth,
  labelWidth,
  dropDay,
  draggedId,
  onEmptyClick,
  onBarPointerDown,
  consumeDropClick,
  onMoveKey,
}: PitchRowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const basename = useBasename();
  const width = daysBetween(period.from, period.to) * dayWidth;
  return (
    <Box sx={{ display: 'flex', height: ROW_HEIGHT }} data-pitch={p.code}>
      <Box
        sx={{
          width: labelWidth,
          flex: 'none',
          position: 'sticky',
          left: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderBottom: 1,
          borderColor: 'divider',
          px: 1,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', fontWeight: 600, opacity: p.active ? 1 : 0.5 }}
        >
          {p.code}
        </Typography>
      </Box>
      <Box
        role="row"
        aria-label={p.code}
        data-testid={`row-${p.code}`}
        onClick={(e) => onEmptyClick(p.id, e)}
        data-row-pitch={p.id}
        sx={{
          position: 'relative',
          width,
          flex: 'none',
          cursor: 'cell',
          borderBottom: 1,
          borderColor: 'divider',
          backgroundImage: (t) =>
            `repeating-linear-gradient(90deg, transparent 0 ${dayWidth - 1}px, ${t.palette.divider} ${dayWidth - 1}px ${dayWidth}px)`,
        }}
      >
        {dropDay && (
          <Box
            // The position as a plain style: a class per day would add a style rule at each step.
            style={{ left: daysBetween(period.from, dropDay) * dayWidth }}
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              width: dayWidth,
              bgcolor: 'primary.light',
              opacity: 0.3,
              pointerEvents: 'none',
            }}
          />
        )}
        {blocks.map((k) => {
          const span = barSpan(k.startDate, k.endDate, period.from, period.to);
          if (!span) return null;
          const text = translate('app.calendar.block_bar', { reason: k.reason });
          return (
            <Tooltip key={k.id} title={text}>
              <ButtonBase
                data-testid={`block-${k.id}`}
                aria-label={text}
                onClick={() => navigate(`${basename}/pitches/${p.id}`)}
                sx={{ ...barSx(span, dayWidth), ...blockPattern }}
              >
                <BarText>{k.reason}</BarText>
              </ButtonBase>
            </Tooltip>
          );
        })}
        {seasonal.map((s) => {
          const span = barSpan(s.startDate, s.endDate, period.from, period.to);
          if (!span) return null;
          const text = translate('app.calendar.seasonal_bar', {
            number: s.number,
            holder: s.holderName,
          });
          return (
            <Tooltip key={s.id} title={text}>
              <ButtonBase
                data-testid={`seasonal-${s.number}`}
                aria-label={text}
                onClick={() => navigate(`${basename}/seasonal-contracts/${s.id}`)}
                sx={{ ...barSx(span, dayWidth), ...seasonalPattern }}
              >
                <BarText>{`${translate('app.calendar.legend.seasonal')} · ${s.holderName}`}</BarText>
              </ButtonBase>
            </Tooltip>
          );
        })}
        {bookings.map((b) => {
          const span = barSpan(b.checkIn, b.checkOut, period.from, period.to);
          if (!span) return null;
          const colors = BAR_COLORS[b.status as keyof typeof BAR_COLORS] ?? BAR_COLORS.pending;
          const text = translate('app.calendar.booking_bar', {
            number: b.number,
            guest: b.guestName,
            checkIn: formatStayDate(b.checkIn, locale),
            checkOut: formatStayDate(b.checkOut, locale),
            status: translate(`resources.bookings.status.${b.status}`),
          });
          return (
            <Tooltip key={b.id} title={text}>
              <ButtonBase
                data-testid={`booking-${b.number}`}
                data-status={b.status}
                aria-label={text}
                onPointerDown={onBarPointerDown(b)}
                onDragStart={(e) => e.preventDefault()}
                onClick={() => {
                  if (consumeDropClick()) return;
                  navigate(`${basename}/bookings/${b.id}/show`);
                }}
                onKeyDown={(e) => {
                  if (MOVE_KEYS.has(e.key)) {
                    e.preventDefault();
                    onMoveKey(b);
                  }
                }}
                sx={{
                  ...barSx(span, dayWidth),
                  bgcolor: colors.bg,
                  color: colors.fg,
                  opacity: draggedId === b.id ? 0.5 : 1,
                  cursor: 'pointer',
                  userSelect: 'none',
                }}
              >
                <BarText>
                  {b.guestName} · {b.number}
                </BarText>
              </ButtonBase>
            </Tooltip>
          );
        })}
      </Box>
    </Box>
  );
});
