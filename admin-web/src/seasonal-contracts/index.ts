import CabinIcon from '@mui/icons-material/Cabin';
import { lazyPage } from '@/pages/lazyPage';

export default {
  list: lazyPage(
    () => import('@/seasonal-contracts/SeasonalContractList').then((m) => m.SeasonalContractList),
    2,
  ),
  create: lazyPage(
    () =>
      import('@/seasonal-contracts/SeasonalContractCreate').then((m) => m.SeasonalContractCreate),
    2,
  ),
  edit: lazyPage(
    () => import('@/seasonal-contracts/SeasonalContractEdit').then((m) => m.SeasonalContractEdit),
    2,
  ),
  icon: CabinIcon,
  recordRepresentation: 'number',
};
