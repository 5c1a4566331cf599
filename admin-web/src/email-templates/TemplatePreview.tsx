import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { FormDataConsumer, useRecordContext, useTranslate } from 'react-admin';
import {
  previewTemplate,
  type EmailTemplateRecord,
  type TemplateDraft,
} from '@/email-templates/templateApi';
import { useDebounced } from '@/email-templates/useDebounced';

const DEBOUNCE_MS = 400;

/**
 * The API renders the editor's current texts with sample data (POST .../preview) a moment after
 * typing stops; the HTML shows in a sandboxed frame, so nothing in a template can run scripts or
 * reach the console's session.
 */
export const TemplatePreview = () => (
  <FormDataConsumer<TemplateDraft>>
    {({ formData: { subject, html, text } }) => <Preview draft={{ subject, html, text }} />}
  </FormDataConsumer>
);

const Preview = ({ draft: typed }: { draft: TemplateDraft }) => {
  const record = useRecordContext<EmailTemplateRecord>();
  const translate = useTranslate();
  const [tab, setTab] = useState<'html' | 'text'>('html');
  // Most guests read their mail on a phone: the frame at 390 px shows it the way they see it.
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  // The frame grows to the mail's full height, so the whole mail shows without a second scrollbar.
  const [height, setHeight] = useState(560);
  // A fresh object on every render: the key below compares the texts, not the object.
  const draft = useDebounced(JSON.stringify(typed), DEBOUNCE_MS);
  const id = record?.id;
  const { data, error, isFetching } = useQuery({
    queryKey: ['email-templates', 'preview', id, draft],
    queryFn: ({ signal }) => previewTemplate(id!, JSON.parse(draft) as TemplateDraft, signal),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.email-templates.preview.${key}`, args);

  return (
    <Card variant="outlined" sx={{ position: 'relative' }}>
      {isFetching && (
        <LinearProgress
          aria-label={t('loading')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
        />
      )}
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('sample')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ my: 1 }} role="alert">
            {error.message}
          </Alert>
        )}
        {data && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('subject')}:{' '}
              </Box>
              <Box component="strong" data-testid="preview-subject">
                {data.subject}
              </Box>
            </Typography>
            {data.attachments.length > 0 && (
              <Typography variant="caption" color="text.secondary">
                {t('attachments', { names: data.attachments.map((a) => a.filename).join(', ') })}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Tabs
                value={tab}
                onChange={(_e, value: 'html' | 'text') => setTab(value)}
                sx={{ flex: 1 }}
              >
                <Tab value="html" label={t('html')} />
                <Tab value="text" label={t('text')} />
              </Tabs>
              <ToggleButtonGroup
                size="small"
                exclusive
                value={width}
                onChange={(_e, value: 'desktop' | 'phone' | null) => value && setWidth(value)}
                aria-label={t('width')}
              >
                <ToggleButton value="desktop">{t('desktop')}</ToggleButton>
                <ToggleButton value="phone">{t('phone')}</ToggleButton>
              </ToggleButtonGroup>
            </Box>
            {tab === 'html' ? (
              <Box
                component="iframe"
                title={t('frame')}
                // No scripts, forms or navigation; same origin only so the console can read the
                // mail's height (a document without scripts cannot use that access).
                sandbox="allow-same-origin"
                srcDoc={data.html}
                data-width={width}
                // Loaded anew at the other width, so its height is measured again.
                key={width}
                onLoad={(e) => {
                  const doc = (e.currentTarget as HTMLIFrameElement).contentDocument;
                  if (doc?.documentElement)
                    setHeight(Math.max(200, doc.documentElement.scrollHeight));
                }}
                sx={{
                  display: 'block',
                  mx: width === 'phone' ? 'auto' : undefined,
                  width: width === 'phone' ? 390 : '100%',
                  maxWidth: '100%',
                  height,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: '#fff',
                }}
              />
            ) : (
              <Box
                component="pre"
                sx={{
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                  fontSize: 13,
                  m: 0,
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  maxHeight: 560,
                  overflow: 'auto',
                }}
              >
                {data.text}
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
