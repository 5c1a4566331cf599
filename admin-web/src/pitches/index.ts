import FestivalIcon from '@mui/icons-material/Festival';
import { lazyPage } from '../pages/lazyPage';

export default {
  list: lazyPage(() => import('./PitchList').then((m) => m.PitchList), 1),
  create: lazyPage(() => import('./PitchCreate').then((m) => m.PitchCreate), 2),
  edit: lazyPage(() => import('./PitchEdit').then((m) => m.PitchEdit), 2),
  icon: FestivalIcon,
  recordRepresentation: 'code',
};
