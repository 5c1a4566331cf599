import {
  Fragment,
  useMemo,
  useCallback,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Card,
  LinearProgress,
  Menu,
  MenuItem,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Title, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CalendarBooking, CalendarRange } from '@/api-types';
import { siteToday } from '@/bookings/choices';
import { formatStayDate } from '@/bookings/format';
import { formatMonth, formatWeekday } from '@/format';
import { calendarQuery } from '@/pages/front-desk/api';
import { BlockDialog, MoveDialog, type BlockDraft, type MoveDraft } from '@/pages/calendar/dialogs';
import {
  addDays,
  barSpan,
  daysBetween,
  dayWidthFor,
  daysOf,
  isCalendarDate,
  movedStay,
  nightTaken,
  periodOf,
  shiftPeriod,
  weekday,
  type CalendarView,
} from '@/pages/calendar/timeline';

const ROW_HEIGHT = 34;

const BAR_COLORS = {
  confirmed: { bg: 'success.main', fg: 'success.contrastText' },
  pending: { bg: 'warning.main', fg: 'warning.contrastText' },
  // A no-show keeps only its recorded night (the guest may still come); greyed out.
  no_show: { bg: 'grey.400', fg: 'common.black' },
} as const;

/** docs/product.md §2.8 /admin/calendar: pitches × days, bookings and closures as bars. */
export const CalendarPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const view: CalendarView = params.get('view') === 'two_weeks' ? 'two_weeks' : 'month';
  const today = siteToday();
  const anchor = isCalendarDate(params.get('date')) ? params.get('date')! : today;
  const { from, to } = periodOf(view, anchor);
  const query = useQuery({ ...calendarQuery(from, to), placeholderData: keepPreviousData });
  const go = (next: { view?: CalendarView; date?: string }) =>
    setParams({ view: next.view ?? view, date: next.date ?? anchor }, { replace: true });

  // Days share the card's width (a month fits a desktop screen); below a readable minimum the
  // timeline scrolls sideways inside its box instead.
  const [cardWidth, setCardWidth] = useState(0);
  const cardRef = useRef<ResizeObserver | null>(null);
  const measure = useCallback((el: HTMLDivElement | null) => {
    cardRef.current?.disconnect();
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setCardWidth(entry.contentRect.width));
    observer.observe(el);
    cardRef.current = observer;
  }, []);
  const labelWidth = isPhone ? 64 : 96;
  const dayCount = daysBetween(from, to);
  const dayWidth = dayWidthFor(view, cardWidth, labelWidth, dayCount);
  const monthName = formatMonth(from, locale);
  const label =
    view === 'month'
      ? monthName
      : `${formatStayDate(from, locale)} – ${formatStayDate(addDays(to, -1), locale)}`;

  return (
    <Box sx={{ pb: 2 }}>
      <Title title="app.calendar.title" />
      <Card sx={{ mt: 2, p: { xs: 1, sm: 2 } }}>
        <Box ref={measure} />
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
          role="toolbar"
          aria-label={translate('app.calendar.title')}
        >
          <Button
            size="small"
            variant="outlined"
            onClick={() => go({ date: shiftPeriod(view, anchor, -1) })}
            aria-label={translate('app.calendar.previous')}
            sx={{ minWidth: 0 }}
          >
            <ChevronLeftIcon />
          </Button>
          <Button size="small" variant="outlined" onClick={() => go({ date: today })}>
            {translate('app.calendar.today')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => go({ date: shiftPeriod(view, anchor, 1) })}
            aria-label={translate('app.calendar.next')}
            sx={{ minWidth: 0 }}
          >
            <ChevronRightIcon />
          </Button>
          <Typography
            variant="h6"
            component="h2"
            sx={{ flex: '1 1 auto', fontSize: '1.05rem', textTransform: 'capitalize', mx: 1 }}
            data-testid="calendar-period"
          >
            {label}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_, v: CalendarView | null) => v && go({ view: v })}
            aria-label={translate('app.calendar.view')}
          >
            <ToggleButton value="month">{translate('app.calendar.month')}</ToggleButton>
            <ToggleButton value="two_weeks">{translate('app.calendar.two_weeks')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Legend />
        {query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {translate('app.front_desk.retry')}
              </Button>
            }
          >
            {translate('app.front_desk.load_error')}
          </Alert>
        ) : !query.data ? (
          <Skeleton variant="rounded" height={480} aria-busy="true" />
        ) : (
          <>
            <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress />}</Box>
            <Timeline data={query.data} dayWidth={dayWidth} today={today} labelWidth={labelWidth} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {translate('app.calendar.keyboard_hint')}
            </Typography>
          </>
        )}
      </Card>
    </Box>
  );
};

const Legend = () => {
  const translate = useTranslate();
  const item = (key: string, sx: object) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box sx={{ width: 14, height: 10, borderRadius: 0.5, ...sx }} />
      <Typography variant="caption">{translate(`app.calendar.legend.${key}`)}</Typography>
    </Box>
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
      {item('confirmed', { bgcolor: BAR_COLORS.confirmed.bg })}
      {item('pending', { bgcolor: BAR_COLORS.pending.bg })}
      {item('no_show', { bgcolor: BAR_COLORS.no_show.bg })}
      {item('block', blockPattern)}
    </Box>
  );
};

const blockPattern = {
  backgroundColor: 'grey.500',
  backgroundImage:
    'repeating-linear-gradient(45deg, rgba(255,255,255,.35) 0 4px, transparent 4px 8px)',
  color: 'common.white',
};

interface DragState {
  booking: CalendarBooking;
  grabbedDay: string;
}

const Timeline = ({
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
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const days = useMemo(() => daysOf(data.from, data.to), [data.from, data.to]);
  const width = days.length * dayWidth;
  const [menu, setMenu] = useState<{ x: number; y: number; pitchId: string; day: string } | null>(
    null,
  );
  const [blockDraft, setBlockDraft] = useState<BlockDraft | null>(null);
  const [moveDraft, setMoveDraft] = useState<MoveDraft | null>(null);
  const [drag, setDrag] = useState<DragState | null>(null);
  const [dropHint, setDropHint] = useState<{ pitchId: string; day: string } | null>(null);
  const suppressClick = useRef(false);

  const byPitch = useMemo(() => {
    const map = new Map<string, { bookings: CalendarBooking[]; blocks: CalendarRange['blocks'] }>();
    for (const p of data.pitches) map.set(p.id, { bookings: [], blocks: [] });
    for (const b of data.bookings) map.get(b.pitchId)?.bookings.push(b);
    for (const k of data.blocks) map.get(k.pitchId)?.blocks.push(k);
    return map;
  }, [data]);
  const stays = useMemo(
    () => [
      ...data.bookings.map((b) => ({ pitchId: b.pitchId, start: b.checkIn, end: b.checkOut })),
      ...data.blocks.map((k) => ({ pitchId: k.pitchId, start: k.startDate, end: k.endDate })),
    ],
    [data],
  );
  const pitchCode = (id: string) => data.pitches.find((p) => p.id === id)?.code ?? '';
  const dayAt = (e: { clientX: number; currentTarget: Element }) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const i = Math.floor((e.clientX - rect.left) / dayWidth);
    return days[Math.min(Math.max(i, 0), days.length - 1)];
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'calendar'] });
  const openMove = (b: CalendarBooking, next?: Partial<MoveDraft>) =>
    setMoveDraft({
      booking: b,
      pitchId: next?.pitchId ?? b.pitchId,
      checkIn: next?.checkIn ?? b.checkIn,
      checkOut: next?.checkOut ?? b.checkOut,
    });

  const onRowClick = (pitchId: string) => (e: MouseEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const day = dayAt(e);
    if (nightTaken(stays, pitchId, day)) return;
    setMenu({ x: e.clientX, y: e.clientY, pitchId, day });
  };
  /** The pitch row and day under a point of the screen, if any. */
  const targetAt = (x: number, y: number) => {
    // Under the pointer may lie a tooltip or the dragged bar itself: the first row beneath counts.
    const row = document
      .elementsFromPoint(x, y)
      .map((el) => el.closest<HTMLElement>('[data-row-pitch]'))
      .find((el) => el !== null);
    if (!row) return null;
    return { pitchId: row.dataset.rowPitch!, day: dayAt({ clientX: x, currentTarget: row }) };
  };

  /**
   * Dragging a bar with the pointer (mouse or pen; on touch screens a swipe scrolls instead):
   * past a few pixels it becomes a drag, the day under the pointer is marked, and letting go opens
   * the move dialog with the new pitch and dates.
   */
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
        setDrag({ booking: b, grabbedDay });
      }
      ev.preventDefault();
      setDropHint(targetAt(ev.clientX, ev.clientY));
    };
    const up = (ev: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      if (!active) return;
      suppressClick.current = true;
      setDrag(null);
      setDropHint(null);
      const target = targetAt(ev.clientX, ev.clientY);
      if (!target) return;
      const moved = movedStay(b, grabbedDay, target.day);
      if (
        target.pitchId === b.pitchId &&
        moved.checkIn === b.checkIn &&
        moved.checkOut === b.checkOut
      )
        return;
      openMove(b, { pitchId: target.pitchId, ...moved });
    };
    const cancel = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      setDrag(null);
      setDropHint(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
  };

  if (!data.pitches.length)
    return <Typography color="text.secondary">{translate('app.calendar.empty')}</Typography>;

  const categoryName = (id: string) => {
    const c = data.categories.find((x) => x.id === id);
    return c ? (locale === 'en' ? c.nameEn : c.nameDe) : '';
  };
  // A category's name heads its first pitch.
  const startsCategory = data.pitches.map(
    (p, i) => i === 0 || data.pitches[i - 1].categoryId !== p.categoryId,
  );

  return (
    <>
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
        <Box sx={{ width: labelWidth + width, position: 'relative' }}>
          {/* Header: day numbers and weekdays, sticky on top. */}
          <Box
            sx={{
              display: 'flex',
              position: 'sticky',
              top: 0,
              zIndex: 3,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              sx={{
                width: labelWidth,
                flex: 'none',
                position: 'sticky',
                left: 0,
                bgcolor: 'background.paper',
                zIndex: 4,
                px: 1,
                display: 'flex',
                alignItems: 'center',
              }}
            >
              <Typography variant="caption" color="text.secondary" noWrap>
                {translate('app.calendar.pitch')}
              </Typography>
            </Box>
            {days.map((d) => (
              <Box
                key={d}
                sx={{
                  width: dayWidth,
                  flex: 'none',
                  textAlign: 'center',
                  py: 0.5,
                  bgcolor:
                    d === today ? 'primary.main' : weekday(d) >= 5 ? 'action.hover' : undefined,
                  color: d === today ? 'primary.contrastText' : undefined,
                }}
                title={formatStayDate(d, locale)}
              >
                <Typography variant="caption" component="div" sx={{ lineHeight: 1.2 }}>
                  {formatWeekday(d, locale).slice(0, 2)}
                </Typography>
                <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
                  {Number(d.slice(8))}
                </Typography>
              </Box>
            ))}
          </Box>
          {data.pitches.map((p, index) => {
            const header = startsCategory[index] ? (
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
            ) : null;
            const row = byPitch.get(p.id)!;
            return (
              <Fragment key={p.id}>
                {header}
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
                    onClick={onRowClick(p.id)}
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
                    {dropHint?.pitchId === p.id && drag && (
                      <Box
                        sx={{
                          position: 'absolute',
                          top: 0,
                          bottom: 0,
                          left: daysBetween(data.from, dropHint.day) * dayWidth,
                          width: dayWidth,
                          bgcolor: 'primary.light',
                          opacity: 0.3,
                          pointerEvents: 'none',
                        }}
                      />
                    )}
                    {row.blocks.map((k) => {
                      const span = barSpan(k.startDate, k.endDate, data.from, data.to);
                      if (!span) return null;
                      return (
                        <Tooltip
                          key={k.id}
                          title={translate('app.calendar.block_bar', { reason: k.reason })}
                        >
                          <ButtonBase
                            data-testid={`block-${k.id}`}
                            aria-label={translate('app.calendar.block_bar', { reason: k.reason })}
                            onClick={() => navigate(`${basename}/pitches/${p.id}`)}
                            sx={{
                              ...barSx(span, dayWidth),
                              ...blockPattern,
                            }}
                          >
                            <BarText>{k.reason}</BarText>
                          </ButtonBase>
                        </Tooltip>
                      );
                    })}
                    {row.bookings.map((b) => {
                      const span = barSpan(b.checkIn, b.checkOut, data.from, data.to);
                      if (!span) return null;
                      const colors =
                        BAR_COLORS[b.status as keyof typeof BAR_COLORS] ?? BAR_COLORS.pending;
                      const text = translate('app.calendar.booking_bar', {
                        number: b.number,
                        guest: b.guestName,
                        checkIn: formatStayDate(b.checkIn, locale),
                        checkOut: formatStayDate(b.checkOut, locale),
                        status: translate(`resources.bookings.status.${b.status}`),
                      });
                      return (
                        <Tooltip key={b.id} title={drag ? '' : text}>
                          <ButtonBase
                            data-testid={`booking-${b.number}`}
                            data-status={b.status}
                            aria-label={text}
                            onPointerDown={onBarPointerDown(b)}
                            onDragStart={(e) => e.preventDefault()}
                            onClick={() => {
                              // The click that ends a drag is not a request to open the booking.
                              if (suppressClick.current) {
                                suppressClick.current = false;
                                return;
                              }
                              navigate(`${basename}/bookings/${b.id}/show`);
                            }}
                            onKeyDown={(e) => {
                              if (
                                e.key === 'v' ||
                                e.key === 'm' ||
                                e.key === 'V' ||
                                e.key === 'M'
                              ) {
                                e.preventDefault();
                                openMove(b);
                              }
                            }}
                            sx={{
                              ...barSx(span, dayWidth),
                              bgcolor: colors.bg,
                              color: colors.fg,
                              opacity: drag?.booking.id === b.id ? 0.5 : 1,
                              cursor: drag ? 'grabbing' : 'pointer',
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
              </Fragment>
            );
          })}
        </Box>
      </Box>
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      >
        {menu && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>
            {translate('app.calendar.free_cell', {
              pitch: pitchCode(menu.pitchId),
              date: formatStayDate(menu.day, locale),
            })}
          </Typography>
        )}
        <MenuItem
          onClick={() => {
            if (!menu) return;
            setBlockDraft({
              pitchId: menu.pitchId,
              startDate: menu.day,
              endDate: addDays(menu.day, 1),
            });
            setMenu(null);
          }}
        >
          {translate('app.calendar.new_block')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (!menu) return;
            const pitch = data.pitches.find((x) => x.id === menu.pitchId);
            const source = {
              categoryId: pitch?.categoryId,
              pitchId: menu.pitchId,
              checkIn: menu.day,
              checkOut: addDays(menu.day, 1),
            };
            setMenu(null);
            navigate(
              `${basename}/bookings/create?source=${encodeURIComponent(JSON.stringify(source))}`,
            );
          }}
        >
          {translate('app.calendar.new_booking')}
        </MenuItem>
      </Menu>
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

const barSx = (
  span: { left: number; width: number; cutStart: boolean; cutEnd: boolean },
  dayWidth: number,
) => ({
  position: 'absolute' as const,
  top: 4,
  height: ROW_HEIGHT - 9,
  left: span.left * dayWidth + 1,
  width: span.width * dayWidth - 2,
  borderRadius: 1,
  borderTopLeftRadius: span.cutStart ? 0 : undefined,
  borderBottomLeftRadius: span.cutStart ? 0 : undefined,
  borderTopRightRadius: span.cutEnd ? 0 : undefined,
  borderBottomRightRadius: span.cutEnd ? 0 : undefined,
  justifyContent: 'flex-start',
  px: 0.75,
  overflow: 'hidden',
  zIndex: 1,
  boxShadow: 1,
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 1 },
});

const BarText = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" noWrap sx={{ fontWeight: 500, lineHeight: 1 }}>
    {children}
  </Typography>
);
