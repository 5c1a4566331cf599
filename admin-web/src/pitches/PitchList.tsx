import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  BulkDeleteButton,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { categoryName } from '@/categories/name';
import { AdminListActions } from '@/layout/AdminActions';
import { useIsAdmin } from '@/layout/AdminOnly';
import type { Pitch } from '@/api-types';
import { formatNumber } from '@/format';

type PitchRecord = Pitch;

// `source` lets the filter form know which filter this is.
const CategoryFilter = (_props: { source: string }) => {
  const [locale] = useLocaleState();
  return (
    <ReferenceInput
      source="categoryId"
      reference="categories"
      sort={{ field: 'sortOrder', order: 'ASC' }}
    >
      <SelectInput optionText={(c: PitchRecord['category']) => categoryName(c, locale)} />
    </ReferenceInput>
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CategoryFilter key="categoryId" source="categoryId" />,
  <NullableBooleanInput key="hasElectricity" source="hasElectricity" />,
  <NullableBooleanInput key="active" source="active" />,
];

const number = (value: number | null, locale: string) => formatNumber(value, locale);

const PitchTable = () => {
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
      <DataTable.Col source="code" />
      <DataTable.Col
        source="categoryId"
        render={(r: PitchRecord) => categoryName(r.category, locale)}
      />
      <DataTable.Col
        source="x"
        label="resources.pitches.fields.position"
        render={(r: PitchRecord) => `${number(r.x, locale)} % / ${number(r.y, locale)} %`}
      />
      <DataTable.Col source="hasElectricity">
        <BooleanField source="hasElectricity" />
      </DataTable.Col>
      <DataTable.Col
        source="sizeM2"
        align="right"
        render={(r: PitchRecord) => number(r.sizeM2, locale)}
      />
      <DataTable.Col
        source="maxVehicleLengthM"
        align="right"
        render={(r: PitchRecord) =>
          r.maxVehicleLengthM === null
            ? translate('resources.pitches.category_default')
            : number(r.maxVehicleLengthM, locale)
        }
      />
      <DataTable.Col source="active">
        <BooleanField source="active" />
      </DataTable.Col>
    </DataTable>
  );
};

/** Pitches, in the order people read their numbers (A2 before A10). */
export const PitchList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <List
      actions={<AdminListActions />}
      filters={filters}
      sort={{ field: 'code', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<PitchRecord>
          linkType="edit"
          primaryText={(r) => r.code}
          secondaryText={(r) => categoryName(r.category, locale)}
          tertiaryText={(r) =>
            [
              r.hasElectricity ? translate('resources.pitches.fields.hasElectricity') : '',
              r.sizeM2 ? `${r.sizeM2} m²` : '',
              r.active ? '' : translate('resources.pitches.inactive'),
            ]
              .filter(Boolean)
              .join(' · ')
          }
        />
      ) : (
        <PitchTable />
      )}
    </List>
  );
};
