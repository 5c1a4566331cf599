import { describe, expect, it } from 'vitest';
import { wrapText } from './draw-story';
import {
  coverCrop,
  layoutStory,
  STORY_HEIGHT,
  STORY_WIDTH,
  TEMPLATES,
  type StoryContent,
} from './story-layout';

const withStay: StoryContent = {
  campsite: 'Alpencamp Dachsteinblick',
  headline: 'Endlich Bergluft!',
  place: 'Schladming · Steiermark, Österreich',
  stay: '10.07.2027 – 14.07.2027',
  stayDetail: '4 Nächte · Stellplatz C12',
  weather: 'Sonnig · 24 °C',
};

const texts = (template: (typeof TEMPLATES)[number], content: StoryContent) =>
  layoutStory(template, content).ops.flatMap((op) => (op.kind === 'text' ? [op] : []));

describe('story templates', () => {
  it('offers at least three', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(3);
  });

  it.each(TEMPLATES)('%s is a 1080×1920 story with the photo, name, stay and weather', (name) => {
    const layout = layoutStory(name, withStay);
    expect([layout.width, layout.height]).toEqual([1080, 1920]);
    expect(layout.ops.some((op) => op.kind === 'photo')).toBe(true);
    const shown = texts(name, withStay).map((op) => op.text.toLowerCase());
    for (const part of Object.values(withStay)) expect(shown).toContain(part.toLowerCase());
  });

  it.each(TEMPLATES)('%s keeps everything on the image, lines in order without overlap', (name) => {
    const layout = layoutStory(name, withStay);
    for (const op of layout.ops) {
      if (op.kind === 'text') {
        const left = op.align === 'center' ? op.x - op.maxWidth / 2 : op.x;
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left + op.maxWidth).toBeLessThanOrEqual(STORY_WIDTH);
        expect(op.y - op.size).toBeGreaterThanOrEqual(0);
        expect(op.y + op.size * 1.15 * (op.maxLines - 1)).toBeLessThanOrEqual(STORY_HEIGHT);
      } else {
        expect(op.rect.x).toBeGreaterThanOrEqual(0);
        expect(op.rect.y).toBeGreaterThanOrEqual(0);
        expect(op.rect.x + op.rect.width).toBeLessThanOrEqual(STORY_WIDTH);
        expect(op.rect.y + op.rect.height).toBeLessThanOrEqual(STORY_HEIGHT);
      }
    }
    const lower = texts(name, withStay).slice(1);
    for (let i = 1; i < lower.length; i++)
      expect(lower[i].y - lower[i].size).toBeGreaterThanOrEqual(lower[i - 1].y);
  });

  it.each(TEMPLATES)('%s leaves out the stay and weather when there are none', (name) => {
    const bare = { campsite: 'Alpencamp', headline: 'Hallo', place: 'Schladming' };
    expect(texts(name, bare).map((op) => op.text.toLowerCase())).toEqual(
      expect.arrayContaining(
        ['alpencamp', 'hallo', 'schladming'].map((s) => expect.stringMatching(s)),
      ),
    );
    expect(texts(name, bare)).toHaveLength(3);
  });
});

describe('coverCrop', () => {
  it('takes the centre of a landscape photo for a portrait story, undistorted', () => {
    const crop = coverCrop(1200, 630, { x: 0, y: 0, width: 1080, height: 1920 });
    expect(crop.height).toBe(630);
    expect(crop.width / crop.height).toBeCloseTo(1080 / 1920);
    expect(crop.x).toBeCloseTo((1200 - crop.width) / 2);
  });
});

describe('wrapText', () => {
  const measure = (t: string) => t.length * 10;
  it('breaks at words and ends a cut last line with an ellipsis', () => {
    expect(wrapText(measure, 'eins zwei drei', 100, 3)).toEqual(['eins zwei', 'drei']);
    const cut = wrapText(measure, 'eins zwei drei vier fünf sechs', 100, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1].endsWith('…')).toBe(true);
    expect(measure(cut[1])).toBeLessThanOrEqual(100);
  });
});
