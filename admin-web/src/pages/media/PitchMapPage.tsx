import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Confirm, Loading, Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { PitchMap, PitchPin } from '@/api-types';
import { LoadError } from '@/pages/front-desk/parts';
import { ImageUploadButton } from '@/pages/media/ImageUploadButton';
import {
  fetchPitchMap,
  formatBytes,
  pitchMapKey,
  removePlan,
  savePositions,
  uploadPlan,
} from '@/pages/media/uploadApi';

/** The plan guests see when none is uploaded (public-web/public/images, served at the site root). */
const DEFAULT_PLAN = '/images/site-plan.svg';
const PLAN_TYPES = 'image/png,image/jpeg,image/webp,image/svg+xml';

type Position = { x: number; y: number };

const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v * 100) / 100));
const fmt = (v: number) => v.toFixed(1);

const ARROWS: Record<string, Position> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * Stellplatz-Karte: the site plan with one pin per pitch. Administrators upload the plan, drag pins
 * (or move the selected one with the arrow keys) and save every moved pin in one request; pin x/y
 * are percent of the plan, exactly as the public pitch map places them.
 */
export const PitchMapPage = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const canEdit = permissions === 'admin';
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: pitchMapKey,
    queryFn: fetchPitchMap,
  });

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Title title="app.pitch_map.title" />
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {translate('app.pitch_map.intro')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} message="app.pitch_map.load_error" />
      ) : (
        <PitchMapEditor map={data} canEdit={canEdit} />
      )}
    </Box>
  );
};

const PitchMapEditor = ({ map, canEdit }: { map: PitchMap; canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canvas = useRef<HTMLDivElement>(null);
  const dragging = useRef<string | null>(null);
  const [moves, setMoves] = useState<Record<string, Position>>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [confirmDefault, setConfirmDefault] = useState(false);
  const failed = (error: Error) => notify(error.message, { type: 'error' });

  const upload = useMutation({
    mutationFn: uploadPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData<PitchMap>(pitchMapKey, (old) => old && { ...old, plan });
      notify('app.pitch_map.uploaded', { type: 'success' });
    },
    onError: failed,
  });
  const restoreDefault = useMutation({
    mutationFn: removePlan,
    onSuccess: (plan) => {
      queryClient.setQueryData<PitchMap>(pitchMapKey, (old) => old && { ...old, plan });
      notify('app.pitch_map.default_restored', { type: 'success' });
    },
    onError: failed,
    onSettled: () => setConfirmDefault(false),
  });
  const save = useMutation({
    mutationFn: () => savePositions(Object.entries(moves).map(([id, p]) => ({ id, ...p }))),
    onSuccess: async ({ updated }) => {
      await queryClient.invalidateQueries({ queryKey: pitchMapKey });
      setMoves({});
      notify('app.pitch_map.saved', { type: 'success', messageArgs: { smart_count: updated } });
    },
    onError: failed,
  });

  const { plan } = map;
  // A2 before A10, as people read pitch numbers.
  const pitches = [...map.pitches].sort((a, b) =>
    a.code.localeCompare(b.code, undefined, { numeric: true }),
  );
  const image = plan.imageUrl ?? DEFAULT_PLAN;
  const aspectRatio =
    plan.imageUrl && plan.width && plan.height ? `${plan.width} / ${plan.height}` : '16 / 10';
  const at = (p: PitchPin): Position => moves[p.id] ?? { x: p.x, y: p.y };
  const moveTo = (id: string, position: Position) =>
    setMoves((m) => ({ ...m, [id]: { x: clamp(position.x), y: clamp(position.y) } }));
  const movedCount = Object.keys(moves).length;
  const current = pitches.find((p) => p.id === selected);

  const pointerPosition = (e: PointerEvent): Position | null => {
    const rect = canvas.current?.getBoundingClientRect();
    if (!rect?.width || !rect.height) return null;
    return {
      x: ((e.clientX - rect.left) / rect.width) * 100,
      y: ((e.clientY - rect.top) / rect.height) * 100,
    };
  };
  const onPointerDown = (pin: PitchPin) => (e: PointerEvent<HTMLButtonElement>) => {
    setSelected(pin.id);
    if (!canEdit || e.button !== 0) return;
    dragging.current = pin.id;
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
    e.currentTarget.focus();
  };
  const onPointerMove = (pin: PitchPin) => (e: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current !== pin.id) return;
    const position = pointerPosition(e);
    if (position) moveTo(pin.id, position);
  };
  const endDrag = () => {
    dragging.current = null;
  };
  const onKeyDown = (pin: PitchPin) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[e.key];
    if (!arrow || !canEdit) return;
    e.preventDefault();
    const step = e.shiftKey ? 2 : 0.5;
    const { x, y } = at(pin);
    moveTo(pin.id, { x: x + arrow.x * step, y: y + arrow.y * step });
  };

  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {translate('app.pitch_map.plan')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="plan-kind">
              {plan.imageUrl
                ? translate('app.pitch_map.plan_custom', {
                    width: plan.width ?? '?',
                    height: plan.height ?? '?',
                  })
                : translate('app.pitch_map.plan_default')}
            </Typography>
            {canEdit && (
              <Typography variant="body2" color="text.secondary">
                {translate('app.uploads.limits', {
                  types: 'PNG, JPEG, WebP, SVG',
                  max: formatBytes(map.maxBytes),
                })}
              </Typography>
            )}
          </Box>
          {canEdit && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ImageUploadButton
                label="app.pitch_map.upload"
                accept={PLAN_TYPES}
                maxBytes={map.maxBytes}
                busy={upload.isPending}
                onFile={(file) => upload.mutate(file)}
              />
              {plan.imageUrl && (
                <Button variant="outlined" onClick={() => setConfirmDefault(true)}>
                  {translate('app.pitch_map.use_default')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.pitch_map.read_only')}
          </Alert>
        )}
        {canEdit && (
          <Typography variant="body2" sx={{ mb: 1 }} id="pitch-map-hint">
            {translate('app.pitch_map.hint')}
          </Typography>
        )}
        <Box
          sx={{
            overflowX: 'auto',
            // On a phone the plan keeps a usable size and scrolls sideways inside its frame.
            maxWidth: { xs: 'calc(100vw - 48px)', md: '100%' },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Box
            ref={canvas}
            role="group"
            aria-label={translate('app.pitch_map.map_label', { smart_count: pitches.length })}
            aria-describedby={canEdit ? 'pitch-map-hint' : undefined}
            data-plan={image}
            sx={{
              position: 'relative',
              width: '100%',
              minWidth: 640,
              aspectRatio,
              backgroundImage: `url("${image}")`,
              backgroundSize: '100% 100%',
              backgroundRepeat: 'no-repeat',
            }}
          >
            {pitches.map((pin) => {
              const { x, y } = at(pin);
              const moved = pin.id in moves;
              const isSelected = pin.id === selected;
              return (
                <Box
                  component="button"
                  type="button"
                  key={pin.id}
                  data-code={pin.code}
                  data-moved={moved || undefined}
                  aria-pressed={isSelected}
                  aria-label={
                    translate('app.pitch_map.pin', { code: pin.code, x: fmt(x), y: fmt(y) }) +
                    (pin.active ? '' : ` (${translate('app.pitch_map.inactive')})`)
                  }
                  onPointerDown={onPointerDown(pin)}
                  onPointerMove={onPointerMove(pin)}
                  onPointerUp={endDrag}
                  onPointerCancel={endDrag}
                  onKeyDown={onKeyDown(pin)}
                  onFocus={() => setSelected(pin.id)}
                  style={{ left: `${x}%`, top: `${y}%` }}
                  sx={{
                    position: 'absolute',
                    transform: 'translate(-50%, -50%)',
                    minWidth: 34,
                    height: 26,
                    px: 0.5,
                    borderRadius: 13,
                    border: 2,
                    borderColor: isSelected ? 'primary.dark' : '#fff',
                    bgcolor: moved ? 'warning.main' : pin.active ? 'primary.main' : 'grey.500',
                    color: moved ? 'warning.contrastText' : '#fff',
                    font: 'inherit',
                    fontSize: 12,
                    fontWeight: 700,
                    cursor: canEdit ? 'grab' : 'default',
                    touchAction: canEdit ? 'none' : 'auto',
                    boxShadow: isSelected ? 4 : 1,
                    zIndex: isSelected ? 2 : 1,
                    outlineOffset: 2,
                    '&:active': { cursor: canEdit ? 'grabbing' : 'default' },
                  }}
                >
                  {pin.code}
                </Box>
              );
            })}
          </Box>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 2, alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" sx={{ flex: 1 }} role="status" aria-live="polite">
            {current &&
              translate('app.pitch_map.selected', {
                code: current.code,
                x: fmt(at(current).x),
                y: fmt(at(current).y),
              })}
            {current && ' · '}
            {movedCount
              ? translate('app.pitch_map.moved', { smart_count: movedCount })
              : translate('app.pitch_map.none_moved')}
          </Typography>
          {canEdit && (
            <Stack direction="row" spacing={1}>
              <Button disabled={!movedCount || save.isPending} onClick={() => setMoves({})}>
                {translate('app.pitch_map.discard')}
              </Button>
              <Button
                variant="contained"
                startIcon={<SaveIcon />}
                disabled={!movedCount || save.isPending}
                onClick={() => save.mutate()}
              >
                {translate('app.pitch_map.save')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirmDefault}
        loading={restoreDefault.isPending}
        title="app.pitch_map.use_default_title"
        content="app.pitch_map.use_default_content"
        onConfirm={() => restoreDefault.mutate()}
        onClose={() => setConfirmDefault(false)}
      />
    </Card>
  );
};
