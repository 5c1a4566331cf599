import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A signature drawn with mouse, pen or finger on a canvas (pointer events). `onChange` receives the
 * PNG data URL after every stroke, or null once cleared. The clear button is a real button, so the
 * pad is usable by keyboard; a guest who cannot draw signs at reception instead.
 */
export function SignaturePad({
  id,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  onChange: (png: string | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('booking-details');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    // Draw at the device's pixel density so the stroke stays sharp, with a white background.
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, c.clientWidth, c.clientHeight);
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
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, c.width, c.height);
    onChange(null);
  };

  return (
    <div className="signature">
      <canvas
        id={id}
        ref={canvas}
        className="signature__canvas"
        role="img"
        aria-label={t('registration.signatureLabel')}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <button type="button" className="button button--light" onClick={clear}>
        {t('registration.clear')}
      </button>
    </div>
  );
}
