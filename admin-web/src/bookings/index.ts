import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyPage } from '../pages/lazyPage';

export default {
  list: lazyPage(() => import('./BookingList').then((m) => m.BookingList), 0),
  show: lazyPage(() => import('./BookingShow').then((m) => m.BookingShow), 2),
  create: lazyPage(() => import('./BookingCreate').then((m) => m.BookingCreate), 2),
  edit: lazyPage(() => import('./BookingEdit').then((m) => m.BookingEdit), 2),
  icon: EventNoteIcon,
  recordRepresentation: 'number',
};
