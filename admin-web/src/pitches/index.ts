import FestivalIcon from '@mui/icons-material/Festival';
import { adminOnly } from '@/layout/AdminOnly';
import { lazyPage } from '@/pages/lazyPage';

export default {
  list: lazyPage(() => import('@/pitches/PitchList').then((m) => m.PitchList), 1),
  create: adminOnly(lazyPage(() => import('@/pitches/PitchCreate').then((m) => m.PitchCreate), 2)),
  edit: lazyPage(() => import('@/pitches/PitchEdit').then((m) => m.PitchEdit), 2),
  icon: FestivalIcon,
  recordRepresentation: 'code',
};
