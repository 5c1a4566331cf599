import { useRef, type ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useNotify, useTranslate } from 'react-admin';
import { formatBytes } from '@/pages/media/uploadApi';

interface Props {
  label: string;
  /** The `accept` list of the file picker; a hint only, the API checks the content. */
  accept: string;
  maxBytes: number;
  busy: boolean;
  disabled?: boolean;
  onFile: (file: File) => void;
  icon?: ReactNode;
}

/** A button opening the file picker; a file over the limit is refused before it is sent. */
export const ImageUploadButton = ({
  label,
  accept,
  maxBytes,
  busy,
  disabled,
  onFile,
  icon,
}: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : (icon ?? <UploadIcon />)}
        disabled={busy || disabled}
        onClick={() => input.current?.click()}
      >
        {translate(busy ? 'app.uploads.uploading' : label)}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={translate(label)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > maxBytes) {
            notify('app.uploads.too_large', {
              type: 'error',
              messageArgs: { max: formatBytes(maxBytes) },
            });
            return;
          }
          onFile(file);
        }}
      />
    </>
  );
};
