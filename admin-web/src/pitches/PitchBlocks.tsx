import { useState, type FormEvent } from 'react';
import {
  Box,
  Button as MuiButton,
  Divider,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Confirm,
  useCreate,
  useDelete,
  useGetManyReference,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatStayDate } from '@/bookings/format';
import type { PitchClosure } from '@/api-types';

type BlockRecord = PitchClosure;

const useNotifyError = () => {
  const notify = useNotify();
  return (error: unknown) => {
    const message = (error as { message?: string })?.message || 'ra.notification.http_error';
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
};

const LiftButton = ({ block }: { block: BlockRecord }) => {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const notify = useNotify();
  const notifyError = useNotifyError();
  return (
    <>
      <Button label="resources.pitches.blocks.delete" color="error" onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.pitches.blocks.delete_title"
        content="resources.pitches.blocks.delete_content"
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove(
            'blocks',
            { id: block.id, previousData: block },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                setOpen(false);
                notify('resources.pitches.blocks.deleted', { type: 'info' });
              },
              onError: (e) => {
                setOpen(false);
                notifyError(e);
              },
            },
          )
        }
      />
    </>
  );
};

type BlockErrors = Partial<Record<'startDate' | 'endDate' | 'reason', string>>;

/** What is missing or wrong, with the console's own (German/English) messages, before sending. */
export function blockErrors(values: { startDate: string; endDate: string; reason: string }) {
  const errors: BlockErrors = {};
  if (!values.startDate) errors.startDate = 'ra.validation.required';
  if (!values.endDate) errors.endDate = 'ra.validation.required';
  else if (values.startDate && values.endDate <= values.startDate)
    errors.endDate = 'app.calendar.end_after_start';
  if (!values.reason.trim()) errors.reason = 'ra.validation.required';
  return errors;
}

const AddBlock = ({ pitchId }: { pitchId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [create, { isPending }] = useCreate();
  const [values, setValues] = useState({ startDate: '', endDate: '', reason: '' });
  const [errors, setErrors] = useState<BlockErrors>({});
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = blockErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    create(
      'blocks',
      { data: { pitchId, ...values, reason: values.reason.trim() } },
      {
        onSuccess: () => {
          setValues({ startDate: '', endDate: '', reason: '' });
          notify('resources.pitches.blocks.created', { type: 'info' });
        },
        onError: (error) => {
          // The API names the field it refuses (a start in the past, an end too far ahead).
          const fields = (error as { body?: { fields?: BlockErrors } })?.body?.fields;
          if (fields) setErrors(fields);
          notifyError(error);
        },
      },
    );
  };
  const help = (key: keyof BlockErrors) => {
    const message = errors[key];
    return message ? translate(message, { _: message }) : undefined;
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '10rem 10rem 1fr auto' },
        gap: 1.5,
        alignItems: 'start',
        mt: 2,
      }}
    >
      <TextField
        type="date"
        size="small"
        label={translate('resources.pitches.blocks.startDate')}
        value={values.startDate}
        onChange={set('startDate')}
        error={!!errors.startDate}
        helperText={help('startDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('resources.pitches.blocks.endDate')}
        value={values.endDate}
        onChange={set('endDate')}
        error={!!errors.endDate}
        helperText={help('endDate')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        label={translate('resources.pitches.blocks.reason')}
        value={values.reason}
        onChange={set('reason')}
        error={!!errors.reason}
        helperText={help('reason')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <MuiButton type="submit" variant="outlined" startIcon={<AddIcon />} disabled={isPending}>
        {translate('resources.pitches.blocks.add')}
      </MuiButton>
    </Box>
  );
};

/** Closures of this pitch (maintenance, a broken hook-up): listed, lifted and added here. */
export const PitchBlocks = () => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending } = useGetManyReference<BlockRecord>(
    'blocks',
    {
      target: 'pitchId',
      id: record?.id ?? '',
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'startDate', order: 'DESC' },
      filter: {},
    },
    { enabled: !!record },
  );
  if (!record) return null;
  return (
    <Box component="section" sx={{ p: 2, pt: 0 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.pitches.sections.blocks')}
      </Typography>
      {isPending ? null : !data?.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.pitches.blocks.empty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.pitches.blocks.startDate')}</TableCell>
                <TableCell>{translate('resources.pitches.blocks.endDate')}</TableCell>
                <TableCell>{translate('resources.pitches.blocks.reason')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((block) => (
                <TableRow key={block.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatStayDate(block.startDate, locale)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatStayDate(block.endDate, locale)}
                  </TableCell>
                  <TableCell>{block.reason}</TableCell>
                  <TableCell align="right">
                    <LiftButton block={block} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <AddBlock pitchId={record.id} />
    </Box>
  );
};
