import { useEffect, useState, type ErrorInfo } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';

interface ErrorFallbackProps {
  error: unknown;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: never[]) => void;
}

const noop = () => {};

/** docs/product.md §2.9: shown instead of whatever failed to render; leaving the page resets it. */
export const ErrorFallback = ({
  error,
  errorInfo,
  resetErrorBoundary = noop,
}: ErrorFallbackProps) => {
  const translate = useTranslate();
  const [errorId] = useState(() => `ERR-${Date.now().toString(36)}`.toUpperCase());
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);

  const message = error instanceof Error ? error.message : String(error);
  const stack = [error instanceof Error ? error.stack : undefined, errorInfo?.componentStack]
    .filter(Boolean)
    .join('\n');

  useEffect(() => {
    console.error(`[${errorId}]`, error);
  }, [errorId, error]);

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'flex', justifyContent: 'center' }}>
      <Card sx={{ maxWidth: 720, width: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" role="alert" gutterBottom>
            {translate('app.error.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.error.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 2 }}>
            <Button variant="contained" onClick={() => resetErrorBoundary()}>
              {translate('app.error.retry')}
            </Button>
            <Button variant="outlined" onClick={() => window.location.reload()}>
              {translate('app.error.reload')}
            </Button>
            <Button variant="text" href="/admin">
              {translate('app.error.home')}
            </Button>
          </Stack>
          <Accordion disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              {translate('app.error.details')}
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">
                {translate('app.error.error_id')}: {errorId}
              </Typography>
              <Typography variant="body2">
                {translate('app.error.message')}: {message}
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {translate('app.error.stack')}:
              </Typography>
              <Box component="pre" sx={{ fontSize: 12, overflow: 'auto', maxHeight: 240, m: 0 }}>
                {stack}
              </Box>
            </AccordionDetails>
          </Accordion>
        </CardContent>
      </Card>
    </Box>
  );
};
