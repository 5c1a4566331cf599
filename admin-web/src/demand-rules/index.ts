import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { adminOnly } from '@/layout/AdminOnly';
import { lazyPage } from '@/pages/lazyPage';

// No list of its own: the rules are listed on the pricing management page.
export default {
  create: adminOnly(
    lazyPage(() => import('@/demand-rules/DemandRuleCreate').then((m) => m.DemandRuleCreate), 2),
  ),
  edit: adminOnly(
    lazyPage(() => import('@/demand-rules/DemandRuleEdit').then((m) => m.DemandRuleEdit), 2),
  ),
  icon: TrendingUpIcon,
  recordRepresentation: 'kind',
};
