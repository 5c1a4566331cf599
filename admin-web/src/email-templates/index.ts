import EmailIcon from '@mui/icons-material/Email';
import { lazyPage } from '@/pages/lazyPage';

export default {
  list: lazyPage(
    () => import('@/email-templates/EmailTemplateList').then((m) => m.EmailTemplateList),
    1,
  ),
  edit: lazyPage(
    () => import('@/email-templates/EmailTemplateEdit').then((m) => m.EmailTemplateEdit),
    2,
  ),
  icon: EmailIcon,
  recordRepresentation: 'subject',
};
