import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { Confirm, Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '@/format';
import { Columns, LoadError, LoadingPanels, Panel } from '@/pages/front-desk/parts';
import {
  addFeed,
  icalQuery,
  refreshFeed,
  removeFeed,
  rotateKey,
  type IcalFeed,
  type IcalPitch,
} from './api';

const useT = () => {
  const translate = useTranslate();
  return (key: string, args?: Record<string, unknown>) => translate(`app.ical_page.${key}`, args);
};

const useDateTime = () => {
  const [locale] = useLocaleState();
  return (iso: string | null | undefined) => (iso ? formatDateTime(iso, locale) : '–');
};

const useFailure = () => {
  const notify = useNotify();
  return (e: Error) =>
    notify(e.message || 'ra.notification.http_error', {
      type: 'error',
      messageArgs: { _: e.message },
    });
};

/** A URL to hand to a platform, read-only, with a copy button. */
const CopyField = ({ label, value, testId }: { label: string; value: string; testId: string }) => {
  const t = useT();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('app.ical_page.copied', { type: 'info' });
    } catch {
      // Without clipboard access the address stays selectable in the field.
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      size="small"
      margin="dense"
      slotProps={{
        input: {
          readOnly: true,
          inputProps: { 'data-testid': testId },
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={t('copy')}>
                <IconButton aria-label={t('copy')} onClick={() => void copy()} edge="end">
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
      onFocus={(e) => e.target.select()}
    />
  );
};

const ExportPanel = ({ pitch }: { pitch: IcalPitch }) => {
  const t = useT();
  const when = useDateTime();
  const client = useQueryClient();
  const notify = useNotify();
  const fail = useFailure();
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: () => rotateKey(pitch.pitchId),
    onSuccess: (next) => {
      client.setQueryData(icalQuery.queryKey, next);
      notify('app.ical_page.rotated', { type: 'success' });
    },
    onError: fail,
    onSettled: () => setConfirming(false),
  });
  return (
    <Panel title={t('export_title')} testId="ical-export">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('export_intro')}
      </Typography>
      <CopyField label={t('export_url')} value={pitch.exportUrl} testId="ical-export-url" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary">
          {pitch.keyRotatedAt
            ? t('key_rotated_at', { time: when(pitch.keyRotatedAt) })
            : t('key_never_rotated')}
        </Typography>
        <Button
          variant="outlined"
          color="warning"
          size="small"
          onClick={() => setConfirming(true)}
          disabled={rotate.isPending}
        >
          {t('rotate')}
        </Button>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={rotate.isPending}
        title={t('rotate_title', { code: pitch.code })}
        content={t('rotate_text')}
        confirm={t('rotate')}
        cancel={t('cancel')}
        onConfirm={() => rotate.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Panel>
  );
};

const Counts = ({ feed }: { feed: IcalFeed }) => {
  const t = useT();
  const c = feed.lastCounts;
  if (!c) return null;
  return (
    <Typography variant="body2" data-testid="ical-feed-counts">
      {t('counts', {
        events: c.events,
        created: c.created,
        moved: c.moved,
        removed: c.removed,
        unchanged: c.unchanged,
        skipped: c.skipped,
      })}
    </Typography>
  );
};

const FeedRow = ({ feed }: { feed: IcalFeed }) => {
  const t = useT();
  const when = useDateTime();
  const client = useQueryClient();
  const notify = useNotify();
  const fail = useFailure();
  const [removing, setRemoving] = useState(false);
  const refresh = useMutation({
    mutationFn: () => refreshFeed(feed.id),
    onSuccess: async (next) => {
      await client.invalidateQueries({ queryKey: icalQuery.queryKey });
      notify(
        next.lastStatus === 'ok' ? 'app.ical_page.refreshed' : 'app.ical_page.refresh_failed',
        {
          type: next.lastStatus === 'ok' ? 'success' : 'warning',
        },
      );
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => removeFeed(feed.id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: icalQuery.queryKey });
      notify('app.ical_page.removed', { type: 'success' });
    },
    onError: fail,
    onSettled: () => setRemoving(false),
  });
  return (
    <ListItem
      divider
      disableGutters
      data-testid="ical-feed"
      sx={{ display: 'block', py: 1.5 }}
      aria-label={feed.name}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {feed.name}
          </Typography>
          {feed.lastStatus && (
            <Chip
              size="small"
              color={feed.lastStatus === 'ok' ? 'success' : 'error'}
              label={t(`status_${feed.lastStatus}`)}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={0.5}>
          <Button
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => refresh.mutate()}
            disabled={refresh.isPending}
          >
            {t('refresh_now')}
          </Button>
          <Tooltip title={t('remove')}>
            <IconButton aria-label={t('remove')} size="small" onClick={() => setRemoving(true)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {feed.url}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('last_attempt', { time: when(feed.lastAttemptAt) })} ·{' '}
        {t('last_success', { time: when(feed.lastSuccessAt) })} ·{' '}
        {t('blocks', { smart_count: feed.blocks })}
      </Typography>
      <Counts feed={feed} />
      {feed.lastStatus === 'error' && feed.lastError && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="ical-feed-error">
          {feed.lastError.message}
          {feed.lastError.detail ? ` (${feed.lastError.detail})` : ''}
          {feed.blocks > 0 ? ` ${t('kept_blocks')}` : ''}
        </Alert>
      )}
      {feed.lastConflicts.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="ical-feed-conflicts">
          {t('conflicts', { smart_count: feed.lastConflicts.length })}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {feed.lastConflicts.map((c) => (
              <li key={c.uid}>
                {t(`conflict_${c.with}`, { start: c.startDate, end: c.endDate, detail: c.detail })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <CopyField
        label={t('export_for', { name: feed.name })}
        value={feed.exportUrl}
        testId="ical-feed-export-url"
      />
      <Confirm
        isOpen={removing}
        loading={remove.isPending}
        title={t('remove_title', { name: feed.name })}
        content={t('remove_text')}
        confirm={t('remove')}
        cancel={t('cancel')}
        onConfirm={() => remove.mutate()}
        onClose={() => setRemoving(false)}
      />
    </ListItem>
  );
};

const AddFeedForm = ({ pitch }: { pitch: IcalPitch }) => {
  const t = useT();
  const client = useQueryClient();
  const notify = useNotify();
  const fail = useFailure();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const add = useMutation({
    mutationFn: () => addFeed({ pitchId: pitch.pitchId, name, url }),
    onSuccess: async (feed) => {
      setName('');
      setUrl('');
      await client.invalidateQueries({ queryKey: icalQuery.queryKey });
      notify(feed.lastStatus === 'ok' ? 'app.ical_page.added' : 'app.ical_page.added_failed', {
        type: feed.lastStatus === 'ok' ? 'success' : 'warning',
      });
    },
    onError: fail,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate();
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }} aria-label={t('add_title')}>
      <Typography variant="subtitle2" component="h3">
        {t('add_title')}
      </Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <TextField
          label={t('name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          size="small"
          required
          sx={{ maxWidth: { sm: 280 } }}
          helperText={t('name_help')}
        />
        <TextField
          label={t('url')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          size="small"
          required
          fullWidth
          type="url"
          helperText={t('url_help')}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending || !name || !url}>
            {t('add')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};

const ImportPanel = ({ pitch, minutes }: { pitch: IcalPitch; minutes: number }) => {
  const t = useT();
  return (
    <Panel title={t('import_title')} testId="ical-import">
      <Typography variant="body2" color="text.secondary">
        {t('import_intro', { minutes })}
      </Typography>
      {pitch.feeds.length === 0 ? (
        <Typography sx={{ mt: 1 }}>{t('no_feeds')}</Typography>
      ) : (
        <List dense disablePadding>
          {pitch.feeds.map((f) => (
            <FeedRow key={f.id} feed={f} />
          ))}
        </List>
      )}
      <AddFeedForm key={pitch.pitchId} pitch={pitch} />
    </Panel>
  );
};

/** Every feed with a problem, on any pitch, so nothing hides behind the pitch selector. */
const Problems = ({
  pitches,
  onSelect,
}: {
  pitches: IcalPitch[];
  onSelect: (id: string) => void;
}) => {
  const t = useT();
  const bad = pitches.flatMap((p) =>
    p.feeds
      .filter((f) => f.lastStatus === 'error' || f.lastConflicts.length > 0)
      .map((f) => ({ pitch: p, feed: f })),
  );
  if (!bad.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="ical-problems">
      {t('problems')}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {bad.map(({ pitch, feed }) => (
          <li key={feed.id}>
            <Button
              size="small"
              onClick={() => onSelect(pitch.pitchId)}
              sx={{ p: 0, minWidth: 0, textTransform: 'none' }}
            >
              {pitch.code} · {feed.name}
            </Button>
          </li>
        ))}
      </Box>
    </Alert>
  );
};

/** iCal sync: per pitch the export URL for booking platforms and the imported platform calendars. */
export const IcalSyncPage = () => {
  const t = useT();
  const { data, isPending, isError, refetch } = useQuery(icalQuery);
  const [params, setParams] = useSearchParams();
  const pitches = data?.pitches ?? [];
  const selectedId =
    params.get('pitch') ?? (pitches.find((p) => p.feeds.length) ?? pitches[0])?.pitchId ?? '';
  const pitch = pitches.find((p) => p.pitchId === selectedId);
  const select = (id: string) => setParams({ pitch: id }, { replace: true });

  return (
    <Box sx={{ pb: 2, pt: 1 }}>
      <Title title="app.ical_page.title" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {t('intro')}
      </Typography>
      {isPending ? (
        <LoadingPanels />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} message="app.ical_page.load_error" />
      ) : (
        <>
          <Problems pitches={pitches} onSelect={select} />
          <TextField
            select
            label={t('pitch')}
            value={pitch?.pitchId ?? ''}
            onChange={(e) => select(e.target.value)}
            size="small"
            sx={{ minWidth: 220, mb: 2 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'ical-pitch' } } }}
          >
            {pitches.map((p) => (
              <MenuItem key={p.pitchId} value={p.pitchId}>
                {p.feeds.length
                  ? t('pitch_with_feeds', { code: p.code, smart_count: p.feeds.length })
                  : p.code}
              </MenuItem>
            ))}
          </TextField>
          {pitch && (
            <Columns columns={2}>
              <ExportPanel pitch={pitch} />
              <ImportPanel pitch={pitch} minutes={data.refreshMinutes} />
            </Columns>
          )}
        </>
      )}
    </Box>
  );
};
