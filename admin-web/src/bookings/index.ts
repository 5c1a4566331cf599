import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyPage } from '@/pages/lazyPage';

export default {
  list: lazyPage(() => import('@/bookings/BookingList').then((m) => m.BookingList), 0),
  show: lazyPage(() => import('@/bookings/BookingShow').then((m) => m.BookingShow), 2),
  create: lazyPage(() => import('@/bookings/BookingCreate').then((m) => m.BookingCreate), 2),
  edit: lazyPage(() => import('@/bookings/BookingEdit').then((m) => m.BookingEdit), 2),
  icon: EventNoteIcon,
  recordRepresentation: 'number',
};
