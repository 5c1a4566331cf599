import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../pages/lazyPage';

export default {
  list: lazyPage(() => import('./UserList').then((m) => m.UserList), 1),
  create: lazyPage(() => import('./UserCreate').then((m) => m.UserCreate), 2),
  edit: lazyPage(() => import('./UserEdit').then((m) => m.UserEdit), 2),
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
