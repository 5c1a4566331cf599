import ForumIcon from '@mui/icons-material/Forum';
import { lazyPage } from '@/pages/lazyPage';

export default {
  list: lazyPage(() => import('@/mail-messages/MailMessageList').then((m) => m.MailMessageList), 1),
  show: lazyPage(() => import('@/mail-messages/MailMessageShow').then((m) => m.MailMessageShow), 2),
  create: lazyPage(
    () => import('@/mail-messages/MailMessageCreate').then((m) => m.MailMessageCreate),
    2,
  ),
  icon: ForumIcon,
  recordRepresentation: 'subject',
};
