import { Avatar, useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  BulkDeleteButton,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { MoneyField } from '@/fields/MoneyField';
import { formatCents } from '@/fields/money';
import { categoryName } from '@/categories/name';
import { AdminListActions } from '@/layout/AdminActions';
import { useIsAdmin } from '@/layout/AdminOnly';
import type { Category } from '@/api-types';
import { formatNumber } from '@/format';

type CategoryRecord = Category;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="active" source="active" />,
];

const Image = ({ record }: { record: CategoryRecord }) => (
  <Avatar
    variant="rounded"
    src={record.imageUrl || undefined}
    alt=""
    sx={{ width: 48, height: 36 }}
  >
    {record.slug.slice(0, 1).toUpperCase()}
  </Avatar>
);

const CategoryTable = () => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const { isAdmin } = useIsAdmin();
  return (
    // Pessimistic: a pitch or category still in use is refused, and must not look deleted first.
    // Only administrators delete; staff open a row read-only.
    <DataTable
      rowClick="edit"
      bulkActionButtons={isAdmin ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
    >
      <DataTable.Col
        source="imageUrl"
        label="resources.categories.fields.image"
        disableSort
        render={(r: CategoryRecord) => <Image record={r} />}
      />
      <DataTable.Col
        source={locale === 'en' ? 'nameEn' : 'nameDe'}
        label="resources.categories.fields.name"
        render={(r: CategoryRecord) => categoryName(r, locale)}
      />
      <DataTable.Col source="slug" />
      <DataTable.Col source="basePriceCents" align="right" field={MoneyField} />
      <DataTable.NumberCol source="personsIncluded" />
      <DataTable.NumberCol source="maxPersons" />
      <DataTable.Col
        source="maxVehicleLengthM"
        align="right"
        disableSort
        render={(r: CategoryRecord) =>
          r.maxVehicleLengthM === null
            ? translate('resources.categories.no_limit')
            : formatNumber(r.maxVehicleLengthM, locale)
        }
      />
      <DataTable.Col source="active">
        <BooleanField source="active" />
      </DataTable.Col>
    </DataTable>
  );
};

/** Pitch categories with their nightly price in euros (stored in cents). */
export const CategoryList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [locale] = useLocaleState();
  return (
    <List
      actions={<AdminListActions />}
      filters={filters}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<CategoryRecord>
          linkType="edit"
          leftAvatar={(r) => <Image record={r} />}
          primaryText={(r) => categoryName(r, locale)}
          secondaryText={(r) => r.slug}
          tertiaryText={(r) => formatCents(r.basePriceCents, locale)}
        />
      ) : (
        <CategoryTable />
      )}
    </List>
  );
};
