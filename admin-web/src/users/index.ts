import PeopleIcon from '@mui/icons-material/People';
import { adminOnly } from '@/layout/AdminOnly';
import { lazyPage } from '@/pages/lazyPage';

export default {
  // Accounts are administrators' work; staff who open the address get the notice, not a 403 toast.
  list: adminOnly(lazyPage(() => import('@/users/UserList').then((m) => m.UserList), 1)),
  create: adminOnly(lazyPage(() => import('@/users/UserCreate').then((m) => m.UserCreate), 2)),
  edit: adminOnly(lazyPage(() => import('@/users/UserEdit').then((m) => m.UserEdit), 2)),
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
