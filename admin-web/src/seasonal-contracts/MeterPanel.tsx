import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableContainer,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { SeasonalContract } from '@/api-types';
import { parseKwh } from '@/fields/kwh';
import { formatDateTime, formatNumber } from '@/format';
import { recordContractReading } from '@/seasonal-contracts/seasonalApi';

const T = 'resources.seasonal-contracts.meter';

/** The API's text for the reading field (a lower reading names `valueWh`), else its message. */
const problemOf = (e: unknown, fallback: string): string => {
  if (!(e instanceof HttpError)) return fallback;
  const fields = (e.body as { fields?: Record<string, string> } | undefined)?.fields;
  return fields?.valueWh ?? e.message;
};

/**
 * The meter of a seasonal contract's pitch: staff record a reading ("Zählerstand erfassen", kWh in
 * the console's language), and see every reading with the instalment whose invoice billed it.
 * Nothing shows for a pitch without a meter.
 */
export const MeterPanel = () => {
  const c = useRecordContext<SeasonalContract>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!c?.meterNumber) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valueWh = parseKwh(text, locale);
    if (valueWh === null) {
      setProblem(translate(`${T}.format`));
      return;
    }
    setBusy(true);
    try {
      await recordContractReading(c.id, valueWh);
      setText('');
      setProblem(null);
      refresh();
    } catch (err) {
      setProblem(problemOf(err, translate(`${T}.failed`)));
    } finally {
      setBusy(false);
    }
  };
  const kwh = (wh: number) => `${formatNumber(wh / 1000, locale, 3)} kWh`;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.title`, { number: c.meterNumber })}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => void submit(e)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
        >
          <TextField
            id="seasonal-reading"
            label={translate(`${T}.value`)}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
            error={!!problem}
            helperText={problem ?? translate(`${T}.hint`)}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { endAdornment: <Typography color="text.secondary">kWh</Typography> },
            }}
            sx={{ flex: '1 1 240px', maxWidth: 360 }}
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
            {translate(`${T}.record`)}
          </Button>
        </Box>
        {c.meterReadings.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.none`)}
          </Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <Table size="small" aria-label={translate(`${T}.readings`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.recordedAt`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.value`)}</TableCell>
                  <TableCell>{translate(`${T}.billedBy`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {c.meterReadings.map((r, k) => (
                  <TableRow key={r.id}>
                    <TableCell>
                      {formatDateTime(r.recordedAt, locale)}
                      {r.recordedBy ? ` · ${r.recordedBy}` : ''}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {kwh(r.valueWh)}
                    </TableCell>
                    <TableCell>
                      {r.billedBySequence !== null
                        ? translate(
                            c.instalments.find((i) => i.sequence === r.billedBySequence)?.kind ===
                              'closing'
                              ? `${T}.billedClosing`
                              : `${T}.billed`,
                            { sequence: r.billedBySequence, number: r.billedByInvoiceNumber ?? '' },
                          )
                        : translate(k === 0 ? `${T}.opening` : `${T}.notBilled`)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};
