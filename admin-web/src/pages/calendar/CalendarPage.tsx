/**
 * The occupancy calendar page: the period toolbar (previous, today, next, month or two weeks, in
 * the URL), the legend and the timeline. The grid and what it does live beside this file.
 */
import { useCallback, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  LinearProgress,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { siteToday } from '@/bookings/choices';
import { formatStayDate } from '@/bookings/format';
import { formatMonth } from '@/format';
import { calendarQuery } from '@/pages/front-desk/api';
import { Legend } from '@/pages/calendar/bars';
import { TimelineGrid } from '@/pages/calendar/TimelineGrid';
import {
  addDays,
  daysBetween,
  dayWidthFor,
  isCalendarDate,
  periodOf,
  shiftPeriod,
  type CalendarView,
} from '@/pages/calendar/timeline';

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
            <TimelineGrid
              data={query.data}
              dayWidth={dayWidth}
              today={today}
              labelWidth={labelWidth}
            />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {translate('app.calendar.keyboard_hint')}
            </Typography>
          </>
        )}
      </Card>
    </Box>
  );
};
