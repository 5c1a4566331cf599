import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import {
  Button,
  EditButton,
  Loading,
  Title,
  useGetList,
  useLocaleState,
  usePermissions,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import type { Category, Extra, Season } from '@/api-types';
import { formatStayDate } from '@/bookings/format';
import { categoryName } from '@/categories/name';
import { formatCents, formatRate } from '@/fields/money';
import { Panel } from '@/pages/front-desk/parts';
import { DemandRulesPanel } from '@/demand-rules/DemandRulesPanel';
import { PricePreview } from '@/pages/pricing/PricePreview';
import { PricingSettingsForm } from '@/pages/pricing/PricingSettingsForm';

type WithId<T> = T & { id: string };
const ALL = { pagination: { page: 1, perPage: 100 } } as const;

/** docs/product.md §2.8 /admin/pricing-management: every price rule on one page, with a live preview. */
export const PricingManagementPage = () => {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string>();
  return (
    <Box sx={{ pb: 2 }}>
      <Title title="app.pricing.title" />
      {isPending ? (
        <Loading />
      ) : permissions === 'staff' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('app.pricing.admin_only')}
        </Alert>
      ) : (
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <SeasonsPanel />
            <CategoriesPanel />
            <ExtrasPanel />
            <DemandRulesPanel
              newButton={<NewButton resource="demand-rules" label="app.demand.add" />}
            />
            <PricingSettingsForm />
          </Stack>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 }, minWidth: 0 }}>
            <PricePreview />
          </Box>
        </Box>
      )}
    </Box>
  );
};

/**
 * A plain "new" link: react-admin's CreateButton turns into a floating button on phones, and two
 * of them on one page would cover each other and the list.
 */
const NewButton = ({ resource, label }: { resource: string; label: string }) => {
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} label={label}>
      <AddIcon />
    </Button>
  );
};

const useCategories = () =>
  useGetList<WithId<Category>>('categories', {
    ...ALL,
    sort: { field: 'sortOrder', order: 'ASC' },
  });

const LoadFailed = () => {
  const translate = useTranslate();
  return <Alert severity="error">{translate('app.pricing.load_error')}</Alert>;
};

const SeasonsPanel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const seasons = useGetList<WithId<Season>>('seasons', {
    ...ALL,
    sort: { field: 'startDate', order: 'ASC' },
  });
  const categories = useCategories();
  return (
    <Panel
      title={translate('app.pricing.seasons.title')}
      testId="pricing-seasons"
      action={<NewButton resource="seasons" label="app.pricing.seasons.add" />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.pricing.seasons.intro')}
      </Typography>
      {seasons.isPending || categories.isPending ? (
        <Loading />
      ) : seasons.isError || categories.isError ? (
        <LoadFailed />
      ) : seasons.data.length === 0 ? (
        <Typography>{translate('app.pricing.seasons.empty')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {seasons.data.map((season) => (
            <Box
              key={season.id}
              component="article"
              aria-label={season.name}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {season.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('app.pricing.seasons.nights', {
                      start: formatStayDate(season.startDate, locale),
                      end: formatStayDate(season.endDate, locale),
                    })}
                    {' · '}
                    {translate('app.pricing.seasons.min_stay', {
                      smart_count: season.minStayNights,
                    })}
                  </Typography>
                </Box>
                <EditButton resource="seasons" record={season} label="app.pricing.edit" />
              </Box>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(2, 1fr auto)' },
                  columnGap: 2,
                  rowGap: 0.5,
                  m: 0,
                  mt: 1,
                  '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
                }}
              >
                {categories.data.map((c) => {
                  const rate = season.rates.find((r) => r.categoryId === c.id);
                  return [
                    <Typography key={`${c.id}-dt`} component="dt" variant="body2">
                      {categoryName(c, locale)}
                    </Typography>,
                    <Typography
                      key={`${c.id}-dd`}
                      component="dd"
                      variant="body2"
                      color={rate ? 'text.primary' : 'text.secondary'}
                    >
                      {rate
                        ? formatCents(rate.nightlyPriceCents, locale)
                        : `${translate('app.pricing.seasons.base')} ${formatCents(c.basePriceCents, locale)}`}
                    </Typography>,
                  ];
                })}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
};

const CategoriesPanel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const categories = useCategories();
  return (
    <Panel title={translate('app.pricing.categories.title')} testId="pricing-categories">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.pricing.categories.intro')}
      </Typography>
      {categories.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <LoadFailed />
      ) : (
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} spacing={1}>
          {categories.data.map((c) => (
            <Box
              key={c.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {categoryName(c, locale)} · {formatCents(c.basePriceCents, locale)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.pricing.categories.included', { count: c.personsIncluded })}
                  {' · '}
                  {c.extraPersonCents > 0
                    ? translate('app.pricing.categories.extra_person', {
                        price: formatCents(c.extraPersonCents, locale),
                      })
                    : translate('app.pricing.categories.no_extra_person')}
                </Typography>
              </Box>
              <EditButton resource="categories" record={c} label="app.pricing.edit" />
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
};

const ExtrasPanel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const extras = useGetList<WithId<Extra>>('extras', {
    ...ALL,
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  const categories = useCategories();
  const names = new Map((categories.data ?? []).map((c) => [c.id, categoryName(c, locale)]));
  return (
    <Panel
      title={translate('app.pricing.extras.title')}
      testId="pricing-extras"
      action={<NewButton resource="extras" label="app.pricing.extras.add" />}
    >
      {extras.isPending ? (
        <Loading />
      ) : extras.isError ? (
        <LoadFailed />
      ) : extras.data.length === 0 ? (
        <Typography>{translate('app.pricing.extras.empty')}</Typography>
      ) : (
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} spacing={1}>
          {extras.data.map((e) => (
            <Box
              key={e.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {locale === 'en' ? e.nameEn : e.nameDe}
                  {e.mandatory && (
                    <Chip
                      size="small"
                      color="primary"
                      label={translate('app.pricing.extras.mandatory')}
                      sx={{ ml: 1 }}
                    />
                  )}
                  {!e.active && (
                    <Chip
                      size="small"
                      label={translate('app.pricing.extras.inactive')}
                      sx={{ ml: 1 }}
                    />
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatCents(e.priceCents, locale)}{' '}
                  {translate(`app.pricing.extras.units.${e.unit}`)}
                  {' · '}
                  {translate('app.pricing.extras.vat')} {formatRate(e.vatRateBp, locale)}
                  {' · '}
                  {e.categoryIds.length === 0
                    ? translate('app.pricing.extras.all_categories')
                    : e.categoryIds.map((id) => names.get(id) ?? '?').join(', ')}
                </Typography>
              </Box>
              <EditButton resource="extras" record={e} label="app.pricing.edit" />
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
};
