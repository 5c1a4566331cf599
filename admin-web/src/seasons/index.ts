import DateRangeIcon from '@mui/icons-material/DateRange';
import { adminOnly } from '@/layout/AdminOnly';
import { lazyPage } from '@/pages/lazyPage';

// No list of its own: seasons are listed on the pricing management page.
export default {
  create: adminOnly(
    lazyPage(() => import('@/seasons/SeasonCreate').then((m) => m.SeasonCreate), 2),
  ),
  edit: adminOnly(lazyPage(() => import('@/seasons/SeasonEdit').then((m) => m.SeasonEdit), 2)),
  icon: DateRangeIcon,
  recordRepresentation: 'name',
};
