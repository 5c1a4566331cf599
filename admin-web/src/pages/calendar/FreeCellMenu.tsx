/**
 * The menu a click on a free night opens: names the pitch and date, and offers a closure (the
 * block dialog) or a phone booking (the create form, pre-filled with pitch and night).
 */
import { Menu, MenuItem, Typography } from '@mui/material';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CalendarPitch } from '@/api-types';
import { formatStayDate } from '@/bookings/format';
import type { BlockDraft } from '@/pages/calendar/dialogs';
import { addDays } from '@/pages/calendar/timeline';

/** The free night clicked, and where on the screen. */
export interface FreeCell {
  x: number;
  y: number;
  pitchId: string;
  day: string;
}

export const FreeCellMenu = ({
  cell,
  pitches,
  onClose,
  onBlock,
}: {
  cell: FreeCell | null;
  pitches: CalendarPitch[];
  onClose: () => void;
  onBlock: (draft: BlockDraft) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const basename = useBasename();
  const pitch = cell ? pitches.find((x) => x.id === cell.pitchId) : undefined;
  return (
    <Menu
      open={cell !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={cell ? { top: cell.y, left: cell.x } : undefined}
    >
      {cell && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>
          {translate('app.calendar.free_cell', {
            pitch: pitch?.code ?? '',
            date: formatStayDate(cell.day, locale),
          })}
        </Typography>
      )}
      <MenuItem
        onClick={() => {
          if (!cell) return;
          onBlock({ pitchId: cell.pitchId, startDate: cell.day, endDate: addDays(cell.day, 1) });
          onClose();
        }}
      >
        {translate('app.calendar.new_block')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          if (!cell) return;
          const source = {
            categoryId: pitch?.categoryId,
            pitchId: cell.pitchId,
            checkIn: cell.day,
            checkOut: addDays(cell.day, 1),
          };
          onClose();
          navigate(
            `${basename}/bookings/create?source=${encodeURIComponent(JSON.stringify(source))}`,
          );
        }}
      >
        {translate('app.calendar.new_booking')}
      </MenuItem>
    </Menu>
  );
};
