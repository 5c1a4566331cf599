import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Link, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  ArrayInput,
  Form,
  Loading,
  ResourceContextProvider,
  maxLength,
  maxValue,
  minValue,
  number,
  NumberInput,
  regex,
  required,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  Title,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  fieldErrors,
  locationQuery,
  saveLocation,
  type Location,
  type LocationChange,
} from '@/pages/settings/systemApi';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

const LIST_MAX = 12;

/** The address the public section links to when no own map link is set (as the site builds it). */
const osmRoute = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lng}#map=14/${lat}/${lng}`;

// react-admin's ArrayInput of plain strings works on objects; the form holds `{ text }` rows.
type Rows = { text: string }[];
interface FormValues {
  address: string;
  postalCode: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  mapsUrl: string | null;
  attractions: { de: Rows; en: Rows };
  accessInfo: { de: Rows; en: Rows };
}

const toRows = (list: string[]): Rows => list.map((text) => ({ text }));
const fromRows = (rows: Rows | undefined): string[] =>
  (rows ?? []).map((r) => (r?.text ?? '').trim()).filter(Boolean);

const toForm = (l: Location): FormValues & { id: number } => ({
  id: 1,
  address: l.address,
  postalCode: l.postalCode,
  city: l.city,
  country: l.country,
  latitude: l.latitude,
  longitude: l.longitude,
  mapsUrl: l.mapsUrl,
  attractions: { de: toRows(l.attractions.de), en: toRows(l.attractions.en) },
  accessInfo: { de: toRows(l.accessInfo.de), en: toRows(l.accessInfo.en) },
});

const toChange = (v: FormValues): LocationChange => ({
  address: v.address.trim(),
  postalCode: v.postalCode.trim(),
  city: v.city.trim(),
  country: v.country.trim(),
  latitude: Number(v.latitude),
  longitude: Number(v.longitude),
  mapsUrl: v.mapsUrl?.trim() || null,
  attractions: { de: fromRows(v.attractions.de), en: fromRows(v.attractions.en) },
  accessInfo: { de: fromRows(v.accessInfo.de), en: fromRows(v.accessInfo.en) },
});

const Panel = ({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {translate(title)}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary">
          {translate(intro)}
        </Typography>
      )}
      {children}
    </Box>
  );
};

const TwoColumns = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      columnGap: 2,
      gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    }}
  >
    {children}
  </Box>
);

/** One list (attractions or arrival) in one language: one text per row, add, remove, reorder. */
const TextList = ({ source, label }: { source: string; label: string }) => (
  <ArrayInput source={source} label={label} validate={maxLength(LIST_MAX)}>
    <SimpleFormIterator inline disableClear>
      <TextInput
        source="text"
        label="app.location_page.item"
        validate={[required(), maxLength(300)]}
        fullWidth
        multiline
      />
    </SimpleFormIterator>
  </ArrayInput>
);

/** The link the public page will open, to try it from here. */
const MapLinkPreview = () => {
  const translate = useTranslate();
  const [mapsUrl, latitude, longitude] = useWatch({ name: ['mapsUrl', 'latitude', 'longitude'] });
  const href =
    typeof mapsUrl === 'string' && /^https:\/\//.test(mapsUrl.trim())
      ? mapsUrl.trim()
      : osmRoute(Number(latitude), Number(longitude));
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', gap: 0.5, mb: 2 }}
    >
      {translate('app.location_page.open_map')}
      <OpenInNewIcon fontSize="small" aria-hidden />
    </Link>
  );
};

/** docs/product.md §2.8 /admin/location: what the landing page's location section shows. */
export const LocationPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<string>();
  const canEdit = permissions === 'admin';
  const { data, isPending, isError } = useQuery(locationQuery);
  const { mutateAsync } = useMutation({
    mutationFn: saveLocation,
    onSuccess: (saved) => {
      queryClient.setQueryData(locationQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'company-settings'] });
      notify('app.location_page.saved', { type: 'success' });
    },
  });
  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(toChange(values as unknown as FormValues));
      return undefined;
    } catch (error) {
      const fields = fieldErrors(error);
      notify(fields ? 'app.system.save_error' : (error as Error).message, { type: 'error' });
      return fields;
    }
  };

  return (
    <Box sx={{ pb: 2, mt: 1 }}>
      <Title title="app.location_page.title" />
      <Card component="section" aria-labelledby="location-title">
        <CardContent>
          <Typography id="location-title" variant="h6" component="h2" gutterBottom>
            {translate('app.location_page.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.location_page.intro')}</Typography>
          {isPending ? (
            <Loading />
          ) : isError ? (
            <Alert severity="error">{translate('app.system.load_error')}</Alert>
          ) : (
            // The list inputs need a resource; this page's is the REST path it edits.
            <ResourceContextProvider value="location">
              <Form record={toForm(data)} onSubmit={submit} noValidate disabled={!canEdit}>
                <Panel title="app.location_page.address_title">
                  <TwoColumns>
                    <TextInput
                      source="address"
                      label="app.company.fields.address"
                      validate={[required(), maxLength(200)]}
                      fullWidth
                    />
                    <TextInput
                      source="postalCode"
                      label="app.company.fields.postalCode"
                      validate={[required(), maxLength(20)]}
                      fullWidth
                    />
                    <TextInput
                      source="city"
                      label="app.company.fields.city"
                      validate={[required(), maxLength(100)]}
                      fullWidth
                    />
                    <TextInput
                      source="country"
                      label="app.company.fields.country"
                      validate={[required(), maxLength(100)]}
                      fullWidth
                    />
                  </TwoColumns>
                </Panel>
                <Panel title="app.location_page.map_title">
                  <TwoColumns>
                    <NumberInput
                      source="latitude"
                      label="app.location_page.fields.latitude"
                      validate={[required(), number(), minValue(-90), maxValue(90)]}
                      step={0.0001}
                      fullWidth
                    />
                    <NumberInput
                      source="longitude"
                      label="app.location_page.fields.longitude"
                      validate={[required(), number(), minValue(-180), maxValue(180)]}
                      step={0.0001}
                      fullWidth
                    />
                  </TwoColumns>
                  <TextInput
                    source="mapsUrl"
                    label="app.location_page.fields.mapsUrl"
                    helperText="app.location_page.map_help"
                    validate={[
                      regex(/^https:\/\/\S+$/, 'app.system.validation.https'),
                      maxLength(500),
                    ]}
                    type="url"
                    fullWidth
                  />
                  <MapLinkPreview />
                </Panel>
                <Panel title="app.location_page.attractions_title">
                  <TwoColumns>
                    <TextList source="attractions.de" label="app.location_page.german" />
                    <TextList source="attractions.en" label="app.location_page.english" />
                  </TwoColumns>
                </Panel>
                <Panel title="app.location_page.access_title">
                  <TwoColumns>
                    <TextList source="accessInfo.de" label="app.location_page.german" />
                    <TextList source="accessInfo.en" label="app.location_page.english" />
                  </TwoColumns>
                </Panel>
                {canEdit ? (
                  <SaveButton />
                ) : (
                  <Alert severity="info">{translate('app.system.admin_only')}</Alert>
                )}
                <UnsavedChangesGuard />
              </Form>
            </ResourceContextProvider>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
