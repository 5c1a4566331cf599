import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  EditButton,
  Loading,
  useGetList,
  useLocaleState,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Category, DemandRule, Season } from '@/api-types';
import { categoryName } from '@/categories/name';
import { formatCents, formatRate } from '@/fields/money';
import { Panel } from '@/pages/front-desk/parts';

type WithId<T> = T & { id: Identifier };
const ALL = { pagination: { page: 1, perPage: 100 } } as const;

/** The demand rules on the pricing page: what each does, for which category and nights. */
export const DemandRulesPanel = ({ newButton }: { newButton: React.ReactNode }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rules = useGetList<WithId<DemandRule>>('demand-rules', {
    ...ALL,
    sort: { field: 'createdAt', order: 'ASC' },
  });
  const categories = useGetList<WithId<Category>>('categories', {
    ...ALL,
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  const seasons = useGetList<WithId<Season>>('seasons', {
    ...ALL,
    sort: { field: 'startDate', order: 'ASC' },
  });
  const categoryNames = new Map(
    (categories.data ?? []).map((c) => [c.id, categoryName(c, locale)]),
  );
  const seasonNames = new Map((seasons.data ?? []).map((s) => [s.id, s.name]));
  return (
    <Panel title={translate('app.demand.title')} testId="pricing-demand" action={newButton}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.demand.intro')}
      </Typography>
      {rules.isPending ? (
        <Loading />
      ) : rules.isError ? null : rules.data.length === 0 ? (
        <Typography>{translate('app.demand.empty')}</Typography>
      ) : (
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} spacing={1}>
          {rules.data.map((r) => (
            <Box
              key={r.id}
              component="article"
              aria-label={translate(`app.demand.kinds.${r.kind}`)}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {translate(`app.demand.kinds.${r.kind}`)} ·{' '}
                  {categoryNames.get(r.categoryId) ?? '?'}
                  {!r.active && (
                    <Chip size="small" label={translate('app.demand.inactive')} sx={{ ml: 1 }} />
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.demand.summary_${r.kind}`, {
                    percent: formatRate(r.percentBp, locale),
                    threshold: r.thresholdPercent,
                    cap: formatCents(r.capCents, locale),
                    days: r.daysBeforeArrival ?? 0,
                  })}
                  {' · '}
                  {r.seasonId
                    ? (seasonNames.get(r.seasonId) ?? '?')
                    : translate('app.demand.all_nights')}
                </Typography>
              </Box>
              <EditButton resource="demand-rules" record={r} label="app.pricing.edit" />
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
};
