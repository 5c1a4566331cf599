import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { lazyPage } from '@/pages/lazyPage';

export default {
  list: lazyPage(() => import('@/waitlist/WaitlistList').then((m) => m.WaitlistList), 1),
  icon: HourglassTopIcon,
  recordRepresentation: 'email',
};
