import { formatDateTime } from '@/format';
import { useState } from 'react';
import DrawIcon from '@mui/icons-material/Draw';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatStayDate } from '@/bookings/format';
import type { BookingRecord } from '@/bookings/types';
import { api, ok } from '@/providers/api';
import { DeskRegistrationDialog, registrationUrl } from '@/registrations/DeskRegistrationDialog';

/** The booking's guest registration (Meldeschein): persons decrypted, who is missing, signature, print. */
export const BookingRegistration = () => {
  const record = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, isError } = useQuery({
    queryKey: ['booking-registration', record?.id],
    queryFn: () =>
      ok(
        api.GET('/api/admin/bookings/{id}/registration', {
          params: { path: { id: String(record?.id) } },
        }),
      ),
    enabled: !!record?.id,
  });
  // `?register=1` (from the register's "missing" list) opens the desk form at once.
  const [params, setParams] = useSearchParams();
  const [deskOpen, setDeskOpen] = useState(() => params.get('register') === '1');
  const closeDesk = () => {
    setDeskOpen(false);
    if (params.has('register')) {
      params.delete('register');
      setParams(params, { replace: true });
    }
  };
  if (!record || isPending) return null;
  if (isError) return <Alert severity="error">{translate('app.registration.load_error')}</Alert>;
  const t = (key: string, options?: object) => translate(`app.registration.${key}`, options);
  const missing = Array.from(
    { length: Math.max(0, data.partySize - data.registered) },
    (_, i) => data.registered + i + 1,
  );
  return (
    <Box data-testid="booking-registration">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        {data.sheetNumber !== null && (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
            {t('sheet', { number: data.sheetNumber })}
          </Typography>
        )}
        <Chip
          size="small"
          variant="outlined"
          color={data.complete ? 'success' : 'warning'}
          label={
            data.complete
              ? t('complete')
              : t('count', { registered: data.registered, partySize: data.partySize })
          }
        />
        {data.editable && (
          <Button
            size="small"
            variant={data.complete ? 'text' : 'contained'}
            startIcon={<DrawIcon />}
            onClick={() => setDeskOpen(true)}
          >
            {t(data.complete ? 'desk.correct' : 'desk.open')}
          </Button>
        )}
        {data.sheetNumber !== null && (
          <Button
            size="small"
            startIcon={<PrintIcon />}
            // A plain link: the session cookie goes along, the API answers with the PDF.
            href={`${registrationUrl(String(record.id))}.pdf`}
            download
          >
            {t('print')}
          </Button>
        )}
      </Stack>
      {data.submittedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(data.source === 'desk' ? 'submitted_desk' : 'submitted', {
            by: data.enteredBy ?? '',
            date: formatDateTime(data.submittedAt, locale),
          })}
        </Typography>
      )}
      {data.persons.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('birth_date')}</TableCell>
                <TableCell>{t('nationality')}</TableCell>
                <TableCell>{t('address')}</TableCell>
                <TableCell>{t('document')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.persons.map((p) => (
                <TableRow key={p.position}>
                  <TableCell>
                    {p.firstName} {p.lastName}
                    {p.sex && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {t(`sexes.${p.sex}`)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{formatStayDate(p.birthDate, locale)}</TableCell>
                  <TableCell>{p.nationality}</TableCell>
                  <TableCell>
                    {p.street}, {p.postalCode} {p.city}, {p.country}
                  </TableCell>
                  <TableCell>
                    {p.documentType
                      ? `${t(`document_types.${p.documentType}`)} ${p.documentNumber ?? ''}`
                      : '–'}
                    {p.documentIssuedOn && p.documentAuthority && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {t('issued', {
                          date: formatStayDate(p.documentIssuedOn, locale),
                          authority: p.documentAuthority,
                        })}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {missing.map((position) => (
        <Typography key={position} variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
          {t('missing_person', { position })}
        </Typography>
      ))}
      {deskOpen && data.editable && (
        <DeskRegistrationDialog booking={record} registration={data} onClose={closeDesk} />
      )}
      {data.signature && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('signature')}
          </Typography>
          <Box
            component="img"
            src={data.signature}
            alt={t('signature')}
            sx={{
              maxWidth: 260,
              maxHeight: 100,
              border: 1,
              borderColor: 'divider',
              bgcolor: '#fff',
            }}
          />
        </Box>
      )}
    </Box>
  );
};
