/**
 * What a story image shows and where, as plain data: the templates are pure functions of the
 * content, so their geometry is testable without a canvas; draw-story.ts paints the result.
 */
export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;

export const TEMPLATES = ['panorama', 'postcard', 'minimal'] as const;
export type StoryTemplate = (typeof TEMPLATES)[number];

export interface StoryContent {
  /** The campsite's name (company settings). */
  campsite: string;
  /** The guest's line, or the default greeting. */
  headline: string;
  /** Where: e.g. "Schladming · Steiermark, Österreich". */
  place: string;
  /** The stay when opened from a booking, e.g. "10.07.2027 – 14.07.2027". */
  stay?: string;
  /** E.g. "4 Nächte · Stellplatz A12". */
  stayDetail?: string;
  /** E.g. "Sonnig · 24 °C". */
  weather?: string;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type StoryOp =
  | { kind: 'fill'; rect: Rect; color: string; radius?: number }
  | { kind: 'gradient'; rect: Rect; from: string; to: string }
  | {
      kind: 'photo';
      rect: Rect;
      shape: 'rect' | 'circle';
      border?: { width: number; color: string };
    }
  | {
      kind: 'text';
      text: string;
      x: number;
      y: number;
      size: number;
      weight: 400 | 700;
      color: string;
      align: 'left' | 'center';
      /** Wider text is wrapped onto further lines (at most `maxLines`). */
      maxWidth: number;
      maxLines: number;
    };

export interface StoryLayout {
  width: number;
  height: number;
  ops: StoryOp[];
}

const FULL: Rect = { x: 0, y: 0, width: STORY_WIDTH, height: STORY_HEIGHT };
const MARGIN = 90;
const TEXT_WIDTH = STORY_WIDTH - 2 * MARGIN;

type TextStyle = Pick<
  Extract<StoryOp, { kind: 'text' }>,
  'size' | 'weight' | 'color' | 'align' | 'maxLines'
>;

/**
 * How many lines a text will likely take: an average glyph of a sans-serif is about 0.55 of the
 * font size wide. The painter wraps by measuring; this only spaces the lines below.
 */
export const estimateLines = (text: string, size: number, maxWidth: number, maxLines: number) =>
  Math.min(maxLines, Math.max(1, Math.ceil((text.length * 0.55 * size) / maxWidth)));

/** Lines from top to bottom, each below the previous (room for its wrapped lines). */
function stack(x: number, top: number, lines: Array<[string | undefined, TextStyle]>): StoryOp[] {
  const ops: StoryOp[] = [];
  let y = top;
  for (const [text, style] of lines) {
    if (!text) continue;
    y += style.size;
    ops.push({ kind: 'text', text, x, y, maxWidth: TEXT_WIDTH, ...style });
    const lines = estimateLines(text, style.size, TEXT_WIDTH, style.maxLines);
    y += style.size * 1.15 * (lines - 1) + style.size * 0.5;
  }
  return ops;
}

const line = (
  size: number,
  color: string,
  align: 'left' | 'center',
  weight: 400 | 700 = 400,
  maxLines = 1,
): TextStyle => ({ size, color, align, weight, maxLines });

function panorama(c: StoryContent): StoryOp[] {
  const white = '#ffffff';
  return [
    { kind: 'fill', rect: FULL, color: '#1f5f4a' },
    { kind: 'photo', rect: FULL, shape: 'rect' },
    {
      kind: 'gradient',
      rect: { x: 0, y: 880, width: STORY_WIDTH, height: 1040 },
      from: 'rgba(10,25,18,0)',
      to: 'rgba(10,25,18,0.85)',
    },
    ...stack(MARGIN, 120, [[c.campsite.toUpperCase(), line(40, white, 'left', 700, 2)]]),
    ...stack(MARGIN, 1180, [
      [c.headline, line(96, white, 'left', 700, 3)],
      [c.stay, line(56, white, 'left', 700)],
      [c.stayDetail, line(44, white, 'left')],
      [c.weather, line(44, white, 'left')],
      [c.place, line(40, '#d8e8df', 'left')],
    ]),
  ];
}

function postcard(c: StoryContent): StoryOp[] {
  const ink = '#1d2321';
  const photo: Rect = { x: MARGIN, y: 200, width: TEXT_WIDTH, height: 1000 };
  return [
    { kind: 'fill', rect: FULL, color: '#f7f1e3' },
    {
      kind: 'fill',
      rect: { x: MARGIN - 24, y: 176, width: TEXT_WIDTH + 48, height: 1048 },
      color: '#ffffff',
      radius: 12,
    },
    { kind: 'photo', rect: photo, shape: 'rect' },
    ...stack(MARGIN, 60, [[c.campsite, line(44, '#1f5f4a', 'left', 700, 2)]]),
    ...stack(MARGIN, 1280, [
      [c.headline, line(84, ink, 'left', 700, 2)],
      [c.stay, line(52, '#1f5f4a', 'left', 700)],
      [c.stayDetail, line(42, ink, 'left')],
      [c.weather, line(42, ink, 'left')],
      [c.place, line(38, '#55605b', 'left')],
    ]),
  ];
}

function minimal(c: StoryContent): StoryOp[] {
  const white = '#ffffff';
  const center = STORY_WIDTH / 2;
  const r = 380;
  return [
    { kind: 'gradient', rect: FULL, from: '#1f5f4a', to: '#0f2a22' },
    {
      kind: 'photo',
      rect: { x: center - r, y: 260, width: 2 * r, height: 2 * r },
      shape: 'circle',
      border: { width: 14, color: white },
    },
    ...stack(center, 1100, [
      [c.campsite, line(48, '#bfe0cf', 'center', 700, 2)],
      [c.headline, line(88, white, 'center', 700, 3)],
      [c.stay, line(52, white, 'center', 700)],
      [c.stayDetail, line(42, white, 'center')],
      [c.weather, line(42, white, 'center')],
      [c.place, line(38, '#bfe0cf', 'center')],
    ]),
  ];
}

const BUILDERS: Record<StoryTemplate, (c: StoryContent) => StoryOp[]> = {
  panorama,
  postcard,
  minimal,
};

export function layoutStory(template: StoryTemplate, content: StoryContent): StoryLayout {
  return { width: STORY_WIDTH, height: STORY_HEIGHT, ops: BUILDERS[template](content) };
}

/** The part of a `sw`×`sh` image that fills `rect` without distortion (cropped, centred). */
export function coverCrop(sw: number, sh: number, rect: Rect): Rect {
  const scale = Math.max(rect.width / sw, rect.height / sh);
  const width = rect.width / scale;
  const height = rect.height / scale;
  return { x: (sw - width) / 2, y: (sh - height) / 2, width, height };
}
