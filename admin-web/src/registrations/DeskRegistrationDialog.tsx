import { countryName } from '@/format';
import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  registrationPersonInputDtoDocumentTypeValues,
  registrationPersonInputDtoSexValues,
} from '@contract/enums';
import type { Registration } from '@/api-types';
import { COUNTRY_CODES } from '@/bookings/choices';
import type { BookingRecord } from '@/bookings/types';
import { api, ok } from '@/providers/api';
import { API_URL } from '@/providers/http';
import { SignaturePad } from '@/registrations/SignaturePad';

const SEXES = registrationPersonInputDtoSexValues;
/** The contract's element type admits null (no document); the filter narrows it to the real ones. */
const DOCUMENT_TYPES = registrationPersonInputDtoDocumentTypeValues.filter((type) => type !== null);

type Person = {
  firstName: string;
  lastName: string;
  birthDate: string;
  sex: '' | (typeof SEXES)[number];
  nationality: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  documentType: '' | (typeof DOCUMENT_TYPES)[number];
  documentNumber: string;
  documentIssuedOn: string;
  documentAuthority: string;
};

const TEXT_FIELDS = ['firstName', 'lastName', 'birthDate', 'street', 'postalCode', 'city'] as const;

/** Nationalities the guest form offers beyond the booking form's country list. */
const MORE_COUNTRIES = ['CY', 'IS', 'MT', 'RS', 'TR', 'UA'];

export const registrationUrl = (id: string) =>
  `${API_URL}/admin/bookings/${encodeURIComponent(id)}/registration`;

/** The party as stored, or empty rows with the booking's name and address as a start. */
function initialPersons(booking: BookingRecord, registration: Registration): Person[] {
  return Array.from({ length: registration.partySize }, (_, i) => {
    const stored = registration.persons[i];
    if (stored)
      return {
        ...stored,
        sex: stored.sex ?? '',
        documentType: stored.documentType ?? '',
        documentNumber: stored.documentNumber ?? '',
        documentIssuedOn: stored.documentIssuedOn ?? '',
        documentAuthority: stored.documentAuthority ?? '',
      };
    return {
      firstName: i === 0 ? booking.firstName : '',
      lastName: i === 0 ? booking.lastName : '',
      birthDate: '',
      sex: '',
      nationality: '',
      street: booking.street ?? '',
      postalCode: booking.postalCode ?? '',
      city: booking.city ?? '',
      country: booking.country ?? '',
      documentType: '',
      documentNumber: '',
      documentIssuedOn: '',
      documentAuthority: '',
    };
  });
}

/**
 * Registration at the front desk for a guest who did not register online: every person of the
 * party and the guest's signature on the tablet. The API applies the guest form's rules (same DTO)
 * and records the staff member; its messages come back in the console's language.
 */
export const DeskRegistrationDialog = ({
  booking,
  registration,
  onClose,
}: {
  booking: BookingRecord;
  registration: Registration;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [persons, setPersons] = useState(() => initialPersons(booking, registration));
  const [signature, setSignature] = useState<string | null>(null);
  const [signatureMissing, setSignatureMissing] = useState(false);
  const t = (key: string, options?: object) => translate(`app.registration.${key}`, options);

  const countries = useMemo(() => {
    const codes = new Set<string>([...COUNTRY_CODES, ...MORE_COUNTRIES]);
    for (const p of persons) for (const c of [p.nationality, p.country]) if (c) codes.add(c);
    return [...codes]
      .map((id) => ({ id, name: countryName(id, locale) }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale, persons]);

  const save = useMutation({
    mutationFn: async () => {
      const body = {
        persons: persons.map((p) => ({
          firstName: p.firstName,
          lastName: p.lastName,
          birthDate: p.birthDate,
          // Unchosen goes as '' on purpose: the API's 400 names the field at its input.
          sex: p.sex as (typeof SEXES)[number],
          nationality: p.nationality,
          street: p.street,
          postalCode: p.postalCode,
          city: p.city,
          country: p.country,
          ...(p.nationality !== 'AT' || p.documentType
            ? {
                documentType: p.documentType || null,
                documentNumber: p.documentNumber || null,
                documentIssuedOn: p.documentIssuedOn || null,
                documentAuthority: p.documentAuthority || null,
              }
            : {}),
        })),
        signature: signature ?? '', // submit() only saves once there is one
      };
      return ok(
        api.PUT('/api/admin/bookings/{id}/registration', {
          params: { path: { id: String(booking.id) } },
          body,
        }),
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(['booking-registration', booking.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'registrations'] });
      notify('app.registration.desk.saved', { type: 'success' });
      onClose();
    },
  });
  const problem = save.error instanceof HttpError ? save.error : null;
  const fieldErrors = (problem?.body as { fields?: Record<string, string> } | undefined)?.fields;
  const fieldError = (index: number, field: string) => fieldErrors?.[`persons.${index}.${field}`];

  const set = (index: number, field: keyof Person, value: string) =>
    setPersons((all) => all.map((p, i) => (i === index ? { ...p, [field]: value } : p)));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!signature) {
      setSignatureMissing(true);
      return;
    }
    save.mutate();
  };

  const countrySelect = (index: number, field: 'nationality' | 'country') => (
    <TextField
      select
      required
      size="small"
      label={t(`fields.${field}`)}
      value={persons[index][field]}
      onChange={(e) => set(index, field, e.target.value)}
      error={!!fieldError(index, field)}
      helperText={fieldError(index, field)}
      slotProps={{ htmlInput: { 'data-testid': `person-${index}-${field}` } }}
    >
      {countries.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <Box component="form" onSubmit={submit} noValidate={false} data-testid="desk-registration">
        <DialogTitle>{t('desk.title', { number: booking.number })}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('desk.intro')}
          </Typography>
          {persons.map((p, index) => (
            <Box
              key={index}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, minWidth: 0 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {t('desk.person', { position: index + 1 })}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
                }}
              >
                {TEXT_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    required
                    size="small"
                    type={field === 'birthDate' ? 'date' : 'text'}
                    label={t(`fields.${field}`)}
                    value={p[field]}
                    onChange={(e) => set(index, field, e.target.value)}
                    error={!!fieldError(index, field)}
                    helperText={fieldError(index, field)}
                    autoComplete="off"
                    slotProps={{
                      inputLabel: field === 'birthDate' ? { shrink: true } : undefined,
                      htmlInput: { 'data-testid': `person-${index}-${field}` },
                    }}
                  />
                ))}
                <TextField
                  select
                  required
                  size="small"
                  label={t('fields.sex')}
                  value={p.sex}
                  onChange={(e) => set(index, 'sex', e.target.value)}
                  error={!!fieldError(index, 'sex')}
                  helperText={fieldError(index, 'sex')}
                  slotProps={{ htmlInput: { 'data-testid': `person-${index}-sex` } }}
                >
                  {SEXES.map((sex) => (
                    <MenuItem key={sex} value={sex}>
                      {t(`sexes.${sex}`)}
                    </MenuItem>
                  ))}
                </TextField>
                {countrySelect(index, 'country')}
                {countrySelect(index, 'nationality')}
                {p.nationality && p.nationality !== 'AT' && (
                  <>
                    <TextField
                      select
                      required
                      size="small"
                      label={t('fields.documentType')}
                      value={p.documentType}
                      onChange={(e) => set(index, 'documentType', e.target.value)}
                      error={!!fieldError(index, 'documentType')}
                      helperText={fieldError(index, 'documentType')}
                      slotProps={{ htmlInput: { 'data-testid': `person-${index}-documentType` } }}
                    >
                      {DOCUMENT_TYPES.map((type) => (
                        <MenuItem key={type} value={type}>
                          {t(`document_types.${type}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      required
                      size="small"
                      label={t('fields.documentNumber')}
                      value={p.documentNumber}
                      onChange={(e) => set(index, 'documentNumber', e.target.value)}
                      error={!!fieldError(index, 'documentNumber')}
                      helperText={fieldError(index, 'documentNumber')}
                      autoComplete="off"
                      slotProps={{
                        htmlInput: { 'data-testid': `person-${index}-documentNumber` },
                      }}
                    />
                    <TextField
                      required
                      size="small"
                      type="date"
                      label={t('fields.documentIssuedOn')}
                      value={p.documentIssuedOn}
                      onChange={(e) => set(index, 'documentIssuedOn', e.target.value)}
                      error={!!fieldError(index, 'documentIssuedOn')}
                      helperText={fieldError(index, 'documentIssuedOn')}
                      slotProps={{
                        inputLabel: { shrink: true },
                        htmlInput: { 'data-testid': `person-${index}-documentIssuedOn` },
                      }}
                    />
                    <TextField
                      required
                      size="small"
                      label={t('fields.documentAuthority')}
                      value={p.documentAuthority}
                      onChange={(e) => set(index, 'documentAuthority', e.target.value)}
                      error={!!fieldError(index, 'documentAuthority')}
                      helperText={fieldError(index, 'documentAuthority')}
                      autoComplete="off"
                      slotProps={{
                        htmlInput: { 'data-testid': `person-${index}-documentAuthority` },
                      }}
                    />
                  </>
                )}
              </Box>
            </Box>
          ))}
          <Typography variant="subtitle2" component="p">
            {t('signature')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('desk.signature_hint')}
          </Typography>
          <SignaturePad
            error={signatureMissing ? t('desk.signature_missing') : undefined}
            onChange={(png) => {
              setSignature(png);
              if (png) setSignatureMissing(false);
            }}
          />
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {problem.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('desk.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
