/**
 * The timeline's top row, sticky while the grid scrolls: the "pitch" column head, then each day
 * with its weekday and number; today stands out, weekends are shaded.
 */
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatStayDate } from '@/bookings/format';
import { formatWeekday } from '@/format';
import { weekday } from '@/pages/calendar/timeline';

export const TimelineHeader = ({
  days,
  dayWidth,
  labelWidth,
  today,
}: {
  days: string[];
  dayWidth: number;
  labelWidth: number;
  today: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
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
            bgcolor: d === today ? 'primary.main' : weekday(d) >= 5 ? 'action.hover' : undefined,
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
  );
};
