import ForumIcon from '@mui/icons-material/Forum';
import { lazyPage } from '../pages/lazyPage';

export default {
  list: lazyPage(() => import('./MessageList').then((m) => m.MessageList), 1),
  show: lazyPage(() => import('./MessageShow').then((m) => m.MessageShow), 2),
  create: lazyPage(() => import('./MessageCreate').then((m) => m.MessageCreate), 2),
  icon: ForumIcon,
  recordRepresentation: 'subject',
};
