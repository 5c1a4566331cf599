import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { adminOnly } from '@/layout/AdminOnly';
import { lazyPage } from '@/pages/lazyPage';

// No list of its own: the services are listed on the pricing management page.
export default {
  create: adminOnly(lazyPage(() => import('@/extras/ExtraCreate').then((m) => m.ExtraCreate), 2)),
  edit: adminOnly(lazyPage(() => import('@/extras/ExtraEdit').then((m) => m.ExtraEdit), 2)),
  icon: AddShoppingCartIcon,
  recordRepresentation: 'nameDe',
};
