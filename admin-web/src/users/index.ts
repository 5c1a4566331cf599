import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '@/pages/lazyPage';

export default {
  list: lazyPage(() => import('@/users/UserList').then((m) => m.UserList), 1),
  create: lazyPage(() => import('@/users/UserCreate').then((m) => m.UserCreate), 2),
  edit: lazyPage(() => import('@/users/UserEdit').then((m) => m.UserEdit), 2),
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
