import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, Loading, Title, useNotify, useTranslate } from 'react-admin';
import type { LogoImage, Logos } from '@/api-types';
import { LoadError } from '@/pages/front-desk/parts';
import { ImageUploadButton } from '@/pages/media/ImageUploadButton';
import { companyQuery } from '@/pages/settings/systemApi';
import { fetchLogos, formatBytes, logosKey, removeLogo, uploadLogo } from '@/pages/media/uploadApi';

type Variant = 'light' | 'dark';
const LOGO_TYPES = 'image/png,image/webp,image/svg+xml';
const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'image/jpeg': 'JPEG',
};

/**
 * The company name, as the public site shows it in place of a missing logo: from the settings
 * page's own query (one cache entry, one shape), so the two pages never read each other's data.
 */
const useCompanyName = () =>
  useQuery({ ...companyQuery, select: (company) => company.companyName }).data ?? '';

/** Logo (admin only): a light and a dark variant, each uploaded, previewed and removable. */
export const LogoPage = () => {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: logosKey,
    queryFn: fetchLogos,
  });
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Title title="app.logo.title" />
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {translate('app.logo.intro')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} message="app.logo.load_error" />
      ) : (
        <>
          <Grid container spacing={2}>
            {(['light', 'dark'] as const).map((variant) => (
              <Grid key={variant} size={{ xs: 12, md: 6 }}>
                <LogoCard variant={variant} logos={data} />
              </Grid>
            ))}
          </Grid>
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('app.logo.pdf_note')}
          </Alert>
        </>
      )}
    </Box>
  );
};

const LogoCard = ({ variant, logos }: { variant: Variant; logos: Logos }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const companyName = useCompanyName();
  const [confirm, setConfirm] = useState(false);
  const image: LogoImage | null = logos[variant];
  const done = (message: string) => (next: Logos) => {
    queryClient.setQueryData(logosKey, next);
    notify(message, { type: 'success' });
  };
  const failed = (error: Error) => notify(error.message, { type: 'error' });
  const upload = useMutation({
    mutationFn: (file: File) => uploadLogo(variant, file),
    onSuccess: done('app.logo.uploaded'),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => removeLogo(variant),
    onSuccess: done('app.logo.removed'),
    onError: failed,
    onSettled: () => setConfirm(false),
  });
  const dark = variant === 'dark';

  return (
    <Card sx={{ height: '100%' }} data-testid={`logo-${variant}`}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`app.logo.${variant}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`app.logo.${variant}_help`)}
        </Typography>
        <Box
          role="img"
          aria-label={translate('app.logo.preview', { variant: translate(`app.logo.${variant}`) })}
          sx={{
            display: 'flex',
            alignItems: 'center',
            minHeight: 96,
            px: 3,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: dark ? '#1f2a26' : '#ffffff',
            color: dark ? '#ffffff' : '#1f2a26',
          }}
        >
          {image ? (
            <Box
              component="img"
              src={image.url}
              alt=""
              sx={{ maxHeight: 64, maxWidth: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography sx={{ fontWeight: 700, fontSize: 20 }}>{companyName}</Typography>
          )}
        </Box>
        <Typography variant="body2" sx={{ mt: 1 }} data-testid={`logo-${variant}-state`}>
          {image
            ? [
                translate('app.logo.details', {
                  type: TYPE_NAMES[image.contentType] ?? image.contentType,
                  size: formatBytes(image.size),
                }),
                image.width && image.height
                  ? translate('app.logo.dimensions', { width: image.width, height: image.height })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')
            : translate('app.logo.none', { name: companyName })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.uploads.limits', {
            types: 'PNG, WebP, SVG',
            max: formatBytes(logos.maxBytes),
          })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ImageUploadButton
            label={image ? 'app.logo.replace' : 'app.logo.upload'}
            accept={LOGO_TYPES}
            maxBytes={logos.maxBytes}
            busy={upload.isPending}
            onFile={(file) => upload.mutate(file)}
          />
          {image && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteIcon />}
              onClick={() => setConfirm(true)}
            >
              {translate('app.logo.remove')}
            </Button>
          )}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirm}
        loading={remove.isPending}
        title="app.logo.remove_title"
        content="app.logo.remove_content"
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirm(false)}
      />
    </Card>
  );
};
