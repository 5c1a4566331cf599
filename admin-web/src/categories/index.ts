import CategoryIcon from '@mui/icons-material/Category';
import { i18nProvider } from '@/i18nProvider';
import { adminOnly } from '@/layout/AdminOnly';
import { lazyPage } from '@/pages/lazyPage';
import { categoryName } from '@/categories/name';

export default {
  list: lazyPage(() => import('@/categories/CategoryList').then((m) => m.CategoryList), 1),
  create: adminOnly(
    lazyPage(() => import('@/categories/CategoryCreate').then((m) => m.CategoryCreate), 2),
  ),
  edit: lazyPage(() => import('@/categories/CategoryEdit').then((m) => m.CategoryEdit), 2),
  icon: CategoryIcon,
  // Titles and references show the name in the panel's language.
  recordRepresentation: (record: { nameDe?: string; nameEn?: string }) =>
    categoryName(record, i18nProvider.getLocale()),
};
