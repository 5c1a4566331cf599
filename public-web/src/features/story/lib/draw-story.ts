import { coverCrop, type Rect, type StoryLayout, type StoryOp } from './story-layout';

const FONT = "'Liberation Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Breaks `text` into lines no wider than `maxWidth`; the last allowed line ends in "…" if cut. */
export function wrapText(
  measure: (text: string) => number,
  text: string,
  maxWidth: number,
  maxLines: number,
): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (measure(last) > maxWidth && last.length > 1) last = `${last.slice(0, -2)}…`;
  kept[maxLines - 1] = last;
  return kept;
}

function clip(ctx: CanvasRenderingContext2D, rect: Rect, shape: 'rect' | 'circle', radius = 0) {
  ctx.beginPath();
  if (shape === 'circle')
    ctx.arc(rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width / 2, 0, Math.PI * 2);
  else ctx.roundRect(rect.x, rect.y, rect.width, rect.height, radius);
  ctx.closePath();
}

function paint(ctx: CanvasRenderingContext2D, op: StoryOp, photo: HTMLImageElement | null) {
  switch (op.kind) {
    case 'fill':
      ctx.fillStyle = op.color;
      clip(ctx, op.rect, 'rect', op.radius);
      ctx.fill();
      return;
    case 'gradient': {
      const g = ctx.createLinearGradient(0, op.rect.y, 0, op.rect.y + op.rect.height);
      g.addColorStop(0, op.from);
      g.addColorStop(1, op.to);
      ctx.fillStyle = g;
      ctx.fillRect(op.rect.x, op.rect.y, op.rect.width, op.rect.height);
      return;
    }
    case 'photo': {
      if (op.border) {
        ctx.fillStyle = op.border.color;
        const b = op.border.width;
        const outer = {
          x: op.rect.x - b,
          y: op.rect.y - b,
          width: op.rect.width + 2 * b,
          height: op.rect.height + 2 * b,
        };
        clip(ctx, outer, op.shape);
        ctx.fill();
      }
      ctx.save();
      clip(ctx, op.rect, op.shape);
      ctx.clip();
      if (photo && photo.naturalWidth > 0) {
        const src = coverCrop(photo.naturalWidth, photo.naturalHeight, op.rect);
        ctx.drawImage(
          photo,
          src.x,
          src.y,
          src.width,
          src.height,
          op.rect.x,
          op.rect.y,
          op.rect.width,
          op.rect.height,
        );
      } else {
        // Without the photo (it failed to load) a mountain-coloured plane keeps the layout.
        ctx.fillStyle = '#7aa7b8';
        ctx.fillRect(op.rect.x, op.rect.y, op.rect.width, op.rect.height);
      }
      ctx.restore();
      return;
    }
    case 'text': {
      ctx.font = `${op.weight} ${op.size}px ${FONT}`;
      ctx.fillStyle = op.color;
      ctx.textAlign = op.align;
      ctx.textBaseline = 'alphabetic';
      const lines = wrapText((t) => ctx.measureText(t).width, op.text, op.maxWidth, op.maxLines);
      lines.forEach((text, i) => ctx.fillText(text, op.x, op.y + i * op.size * 1.15));
      return;
    }
  }
}

/** Paints a layout onto a canvas at full size (1080×1920). */
export function drawStory(
  canvas: HTMLCanvasElement,
  layout: StoryLayout,
  photo: HTMLImageElement | null,
): boolean {
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.clearRect(0, 0, layout.width, layout.height);
  for (const op of layout.ops) paint(ctx, op, photo);
  return true;
}

/** The photo, or null when it cannot be loaded (the story is drawn without it). */
export function loadPhoto(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

export const canvasToPng = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
