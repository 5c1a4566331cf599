/**
 * The calendar's bars: a booking or a closure drawn over the nights it covers, and the legend
 * that explains their colours. Only how a bar looks lives here; what a drag does is
 * useBarDrag.ts, where a row puts its bars is PitchRow.tsx.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The height of one pitch row; bars are a little lower. */
export const ROW_HEIGHT = 34;

export const BAR_COLORS = {
  confirmed: { bg: 'success.main', fg: 'success.contrastText' },
  pending: { bg: 'warning.main', fg: 'warning.contrastText' },
  // A no-show keeps only its recorded night (the guest may still come); greyed out.
  no_show: { bg: 'grey.400', fg: 'common.black' },
} as const;

/** A closure: grey with white stripes. */
export const blockPattern = {
  backgroundColor: 'grey.500',
  backgroundImage:
    'repeating-linear-gradient(45deg, rgba(255,255,255,.35) 0 4px, transparent 4px 8px)',
  color: 'common.white',
};

/** A seasonal pitch (Dauercamper): brown, with a double line on top and bottom. */
export const seasonalPattern = {
  backgroundColor: '#6b4f2a',
  borderTop: '3px double rgba(255,255,255,.7)',
  borderBottom: '3px double rgba(255,255,255,.7)',
  color: 'common.white',
};

/** Place and shape of a bar; a side cut off by the shown period stays square. */
export const barSx = (
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

export const BarText = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" noWrap sx={{ fontWeight: 500, lineHeight: 1 }}>
    {children}
  </Typography>
);

export const Legend = () => {
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
      {item('seasonal', seasonalPattern)}
    </Box>
  );
};
