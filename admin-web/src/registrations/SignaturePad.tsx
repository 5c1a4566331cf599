import { useEffect, useRef } from 'react';
import { Box, Button, FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The guest signs on the desk's tablet: a canvas drawn with pen, finger or mouse (pointer events,
 * `touch-action: none` so a finger draws instead of scrolling). `onChange` gets the PNG data URL
 * after every stroke, null once cleared — the API takes the same PNG as from the guest's own form.
 * The guest-side pad lives in the public app with its own styles; this one is the console's.
 */
export const SignaturePad = ({
  onChange,
  error,
}: {
  onChange: (png: string | null) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const paintBackground = () => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, c.width, c.height);
    const ratio = window.devicePixelRatio || 1;
    ctx.scale(ratio, ratio);
  };

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    // The device's pixel density keeps the stroke sharp; the background is white, not transparent.
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    paintBackground();
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const { x, y } = point(e);
    ctx.strokeStyle = '#111';
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(x, y);
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    const { x, y } = point(e);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };
  const up = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(e.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    paintBackground();
    onChange(null);
  };

  return (
    <Box>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={translate('app.registration.desk.signature_label')}
        aria-invalid={error ? true : undefined}
        data-testid="desk-signature"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: 560,
          height: 180,
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Button size="small" onClick={clear} sx={{ mt: 0.5 }}>
        {translate('app.registration.desk.clear')}
      </Button>
    </Box>
  );
};
