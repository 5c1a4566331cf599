import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import {
  email,
  Form,
  Loading,
  maxLength,
  regex,
  required,
  SaveButton,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  companyQuery,
  fieldErrors,
  saveCompany,
  type CompanySettings,
  type CompanySettingsChange,
} from '@/pages/settings/systemApi';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = [required(), regex(HHMM, 'app.system.validation.time')];
const text = (max: number) => [required(), maxLength(max)];

const EDITABLE = [
  'companyName',
  'legalName',
  'address',
  'postalCode',
  'city',
  'country',
  'uid',
  'companyRegister',
  'registerCourt',
  'phone',
  'email',
  'emergencyPhone',
  'website',
  'checkInTime',
  'checkOutTime',
  'receptionOpens',
  'receptionCloses',
  'quietHoursStart',
  'quietHoursEnd',
  'iban',
  'bic',
  'bankName',
  'accountHolder',
] as const satisfies readonly (keyof CompanySettingsChange)[];

/** Only the fields this form edits; empty bank fields mean "no bank account". */
const toChange = (values: Record<string, unknown>): CompanySettingsChange => {
  const change: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const value = values[key];
    change[key] = typeof value === 'string' ? value.trim() : (value ?? null);
  }
  for (const key of ['iban', 'bic', 'bankName', 'accountHolder', 'website'] as const)
    if (change[key] === '') change[key] = key === 'website' ? '' : null;
  if (typeof change.bic === 'string') change.bic = change.bic.replace(/\s+/g, '').toUpperCase();
  return change as CompanySettingsChange;
};

const Grid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      columnGap: 2,
      gridTemplateColumns: {
        xs: '1fr',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      },
    }}
  >
    {children}
  </Box>
);

const Section = ({ title, intro }: { title: string; intro?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary">
          {translate(intro)}
        </Typography>
      )}
    </Box>
  );
};

const Input = ({
  source,
  validate,
  ...rest
}: { source: keyof CompanySettings } & Record<string, unknown>) => (
  <TextInput
    source={source}
    label={`app.company.fields.${source}`}
    validate={validate as never}
    fullWidth
    {...rest}
  />
);

/** Company and imprint data, times and bank details: one form over /api/admin/company-settings. */
export const CompanySettingsForm = ({ canEdit }: { canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(companyQuery);
  const { mutateAsync } = useMutation({
    mutationFn: saveCompany,
    onSuccess: (saved) => {
      queryClient.setQueryData(companyQuery.queryKey, saved);
      notify('app.company.saved', { type: 'success' });
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(toChange(values));
      return undefined;
    } catch (error) {
      const fields = fieldErrors(error);
      notify(fields ? 'app.system.save_error' : (error as Error).message, { type: 'error' });
      return fields;
    }
  };

  return (
    <Card component="section" aria-labelledby="company-title">
      <CardContent>
        <Typography id="company-title" variant="h6" component="h2" gutterBottom>
          {translate('app.company.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.company.intro')}</Typography>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <Alert severity="error">{translate('app.system.load_error')}</Alert>
        ) : (
          <Form record={data} onSubmit={submit} noValidate disabled={!canEdit}>
            <Grid>
              <Input source="companyName" validate={text(200)} />
              <Input source="legalName" validate={text(200)} />
              <Input source="address" validate={text(200)} autoComplete="street-address" />
              <Input source="postalCode" validate={text(20)} />
              <Input source="city" validate={text(100)} />
              <Input source="country" validate={text(100)} />
              <Input source="uid" validate={required()} helperText="ATU12345675" />
              <Input source="companyRegister" validate={maxLength(50)} />
              <Input source="registerCourt" validate={maxLength(100)} />
              <Input source="phone" validate={required()} type="tel" />
              <Input source="email" validate={[required(), email()]} type="email" />
              <Input source="emergencyPhone" validate={required()} type="tel" />
              <Input source="website" validate={maxLength(200)} type="url" />
            </Grid>
            <Section title="app.company.times_title" />
            <Grid>
              <Input source="checkInTime" validate={time} placeholder="14:00" />
              <Input source="checkOutTime" validate={time} placeholder="11:00" />
              <Input source="receptionOpens" validate={time} placeholder="08:00" />
              <Input source="receptionCloses" validate={time} placeholder="20:00" />
              <Input source="quietHoursStart" validate={time} placeholder="22:00" />
              <Input source="quietHoursEnd" validate={time} placeholder="07:00" />
            </Grid>
            <Section title="app.company.bank_title" intro="app.company.bank_intro" />
            <Grid>
              <Input source="iban" helperText="AT43 3837 7000 0045 6789" />
              <Input source="bic" />
              <Input source="bankName" validate={maxLength(100)} />
              <Input source="accountHolder" validate={maxLength(70)} />
            </Grid>
            {canEdit ? (
              <SaveButton />
            ) : (
              <Alert severity="info">{translate('app.system.admin_only')}</Alert>
            )}
            <UnsavedChangesGuard />
          </Form>
        )}
      </CardContent>
    </Card>
  );
};
