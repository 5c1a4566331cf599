import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoryData } from '@/features/story/api/story-data';
import { canvasToPng, drawStory, loadPhoto } from '@/features/story/lib/draw-story';
import {
  layoutStory,
  STORY_HEIGHT,
  STORY_WIDTH,
  TEMPLATES,
  type StoryContent,
  type StoryTemplate,
} from '@/features/story/lib/story-layout';
import { formatStayDate } from '@/lib/booking-format';
import { useCompany } from '@/lib/company-settings';
import { useIsClient } from '@/lib/hydration';
import { currentLanguage } from '@/lib/i18n';

/** The campsite's photo, one of the site's own images (same origin, so the canvas stays exportable). */
const PHOTO = '/images/og-image.jpg';
const KNOWN_CONDITIONS = [
  'clear',
  'clouds',
  'rain',
  'snow',
  'thunderstorm',
  'drizzle',
  'mist',
  'fog',
] as const;
type Known = (typeof KNOWN_CONDITIONS)[number];
const isKnown = (c: string): c is Known => (KNOWN_CONDITIONS as readonly string[]).includes(c);

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Whether this browser can share an image file (Web Share API level 2). */
function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || !navigator.canShare) return false;
  try {
    return navigator.canShare({ files: [new File([''], 'story.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

export function StoryEditor({
  bookingId,
  token,
}: {
  bookingId: string | null;
  token: string | null;
}) {
  const { t } = useTranslation('story');
  const lang = currentLanguage();
  const { company } = useCompany();
  const { booking, bookingFailed, weather } = useStoryData(bookingId, token);
  const [template, setTemplate] = useState<StoryTemplate>('panorama');
  const [headline, setHeadline] = useState('');
  const [photo, setPhoto] = useState<HTMLImageElement | null | undefined>(undefined);
  const [drawn, setDrawn] = useState(false);
  const [shareFailed, setShareFailed] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  // Only the browser knows whether it can share files; the prerendered page offers the download.
  const client = useIsClient();
  const share = useMemo(() => client && canShareFiles(), [client]);

  useEffect(() => {
    let live = true;
    void loadPhoto(PHOTO).then((img) => live && setPhoto(img));
    return () => {
      live = false;
    };
  }, []);

  const content = useMemo<StoryContent>(() => {
    const condition = weather
      ? isKnown(weather.condition)
        ? t(`conditions.${weather.condition}`)
        : weather.condition
      : undefined;
    return {
      campsite: company.companyName,
      headline: headline.trim() || t('greeting.default'),
      place: t('placeLine', { city: company.city }),
      stay: booking
        ? t('stayLine', {
            from: formatStayDate(booking.checkIn, lang, 'short'),
            to: formatStayDate(booking.checkOut, lang, 'short'),
          })
        : undefined,
      stayDetail: booking
        ? `${t('nights', { count: booking.nights })} · ${t('pitchLine', { code: booking.pitch.code })}`
        : undefined,
      weather: condition ? t('weatherLine', { condition, max: weather!.max }) : undefined,
    };
  }, [company, headline, booking, weather, lang, t]);

  useEffect(() => {
    if (photo === undefined || !canvas.current) return;
    setDrawn(drawStory(canvas.current, layoutStory(template, content), photo));
  }, [template, content, photo]);

  const fileName = t('fileName', { name: slug(booking?.number ?? company.companyName) });

  const download = async () => {
    const blob = canvas.current && (await canvasToPng(canvas.current));
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const shareImage = async () => {
    setShareFailed(false);
    const blob = canvas.current && (await canvasToPng(canvas.current));
    if (!blob) return;
    const file = new File([blob], fileName, { type: 'image/png' });
    try {
      await navigator.share({
        files: [file],
        title: t('shareTitle', { name: company.companyName }),
      });
    } catch (error) {
      // The guest closing the share sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setShareFailed(true);
    }
  };

  return (
    <div className="story__grid">
      <div className="story__controls card">
        {booking && (
          <p className="story__from-booking">{t('withStay', { number: booking.number })}</p>
        )}
        {bookingFailed && <p className="muted">{t('bookingUnavailable')}</p>}
        <fieldset className="story__templates">
          <legend>{t('template.label')}</legend>
          {TEMPLATES.map((name) => (
            <label key={name} className="story__template">
              <input
                type="radio"
                name="story-template"
                value={name}
                checked={template === name}
                onChange={() => setTemplate(name)}
              />
              <span>{t(`template.${name}`)}</span>
            </label>
          ))}
        </fieldset>
        <label className="story__field">
          <span>{t('greeting.label')}</span>
          <input
            type="text"
            maxLength={60}
            value={headline}
            placeholder={t('greeting.placeholder')}
            onChange={(e) => setHeadline(e.target.value)}
          />
        </label>
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={!drawn}
            onClick={() => void download()}
          >
            {t('download')}
          </button>
          {share && (
            <button
              type="button"
              className="button button--secondary"
              disabled={!drawn}
              onClick={() => void shareImage()}
            >
              {t('share')}
            </button>
          )}
        </div>
        {shareFailed && <p role="alert">{t('shareFailed')}</p>}
      </div>
      <figure className="story__preview">
        <canvas
          ref={canvas}
          width={STORY_WIDTH}
          height={STORY_HEIGHT}
          role="img"
          aria-label={t('preview')}
          data-template={template}
          data-drawn={drawn ? 'true' : 'false'}
        />
        {!drawn && <figcaption role="status">{t('drawing')}</figcaption>}
      </figure>
    </div>
  );
}
