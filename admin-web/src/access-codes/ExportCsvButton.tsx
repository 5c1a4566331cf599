import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  downloadCSV,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AccessCodeRecord } from '@/access-codes/accessCodeApi';
import { viennaDateTime } from '@/access-codes/csv';
import { toCsv } from '@/export/csv';

// The API hands out at most 500 rows per page; the export pages through the whole filtered list.
const PAGE = 500;
const MAX_PAGES = 40;

/** Exports every code matching the list's filters and sort, with the columns staff see. */
export const ExportCsvButton = () => {
  const { filterValues, sort, total } = useListContext<AccessCodeRecord>();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const records: AccessCodeRecord[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { data, total: count } = await dataProvider.getList<AccessCodeRecord>(
          'access-codes',
          { pagination: { page, perPage: PAGE }, sort, filter: filterValues },
        );
        records.push(...data);
        if (data.length < PAGE || records.length >= (count ?? 0)) break;
      }
      const t = (key: string) => translate(`resources.access-codes.${key}`);
      const header = [
        'code',
        'bookingNumber',
        'guestName',
        'pitchCode',
        'validFrom',
        'validUntil',
        'status',
        'createdAt',
      ].map((field) => t(`fields.${field}`));
      const rows = records.map((r) => [
        r.code,
        r.bookingNumber,
        r.guestName,
        r.pitchCode,
        viennaDateTime(r.validFrom),
        viennaDateTime(r.validUntil),
        t(`status.${r.status}`),
        viennaDateTime(r.createdAt),
      ]);
      downloadCSV(toCsv(header, rows, locale), t('csv.filename'));
      notify('resources.access-codes.notify.exported', {
        type: 'info',
        messageArgs: { smart_count: records.length },
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label="resources.access-codes.actions.export"
      onClick={() => void run()}
      disabled={busy || !total}
    >
      <DownloadIcon />
    </Button>
  );
};
