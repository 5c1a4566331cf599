import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { lazyPage } from '@/pages/lazyPage';

export default {
  list: lazyPage(() => import('@/access-codes/AccessCodeList').then((m) => m.AccessCodeList), 1),
  show: lazyPage(() => import('@/access-codes/AccessCodeShow').then((m) => m.AccessCodeShow), 2),
  create: lazyPage(
    () => import('@/access-codes/AccessCodeCreate').then((m) => m.AccessCodeCreate),
    2,
  ),
  icon: VpnKeyIcon,
  recordRepresentation: 'code',
};
