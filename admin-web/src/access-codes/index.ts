import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { lazyPage } from '../pages/lazyPage';

export default {
  list: lazyPage(() => import('./AccessCodeList').then((m) => m.AccessCodeList), 1),
  show: lazyPage(() => import('./AccessCodeShow').then((m) => m.AccessCodeShow), 2),
  create: lazyPage(() => import('./AccessCodeCreate').then((m) => m.AccessCodeCreate), 2),
  icon: VpnKeyIcon,
  recordRepresentation: 'code',
};
