import { useTranslation } from 'react-i18next';
import { useFeature } from '@/lib/feature-toggles';
import { currentLanguage } from '@/lib/i18n';
import { QueryScope } from '@/lib/react-query';
import {
  useBookingWeather,
  useCurrentWeather,
  weatherOff,
  type CurrentWeather,
  type DayWeather,
} from '@/lib/weather-api';

/** The conditions the card names (docs/product.md §3); others show as received, with a thermometer. */
const ICONS = {
  clear: '☀️',
  clouds: '☁️',
  rain: '🌧️',
  snow: '❄️',
  thunderstorm: '⛈️',
  drizzle: '🌦️',
  mist: '🌫️',
  fog: '🌫️',
} as const;
type Known = keyof typeof ICONS;
const isKnown = (c: string): c is Known => Object.hasOwn(ICONS, c);

function Condition({ condition }: { condition: string }) {
  const { t } = useTranslation('weather');
  const key = condition.toLowerCase();
  return (
    <span className="weather__condition">
      <span aria-hidden="true">{isKnown(key) ? ICONS[key] : '🌡️'}</span>{' '}
      {isKnown(key) ? t(`conditions.${key}`) : condition}
    </span>
  );
}

function Figures({ day, humidity }: { day: DayWeather; humidity?: number }) {
  const { t } = useTranslation('weather');
  const n = (v: number) => Math.round(v);
  return (
    <ul className="weather__figures">
      <li>{t('max', { value: n(day.temperature.max) })}</li>
      <li>{t('min', { value: n(day.temperature.min) })}</li>
      <li>{t('wind', { value: n(day.windSpeed) })}</li>
      {humidity !== undefined && <li>{t('humidity', { value: n(humidity) })}</li>}
      <li>{t('precipitation', { value: day.precipitation })}</li>
    </ul>
  );
}

/**
 * Any failure or missing data shows a notice, never an error: "not available" when the API says
 * the site has no weather service (503), else that it will be back shortly.
 */
function Unavailable({ error }: { error?: unknown }) {
  const { t } = useTranslation('weather');
  if (weatherOff(error))
    return (
      <div className="weather__notice" role="status">
        <p>{t('notAvailable')}</p>
      </div>
    );
  return (
    <div className="weather__notice" role="status">
      <p>{t('unavailable')}</p>
      <p className="muted">{t('activating')}</p>
    </div>
  );
}

function Current() {
  const { t } = useTranslation('weather');
  const { data, isPending, isError, error } = useCurrentWeather(true);
  if (isPending) return <p role="status">{t('loading')}</p>;
  if (isError || !data) return <Unavailable error={error} />;
  const now: CurrentWeather = data;
  return (
    <div>
      <h3>{t('current')}</h3>
      <Condition condition={now.condition} />
      <Figures day={now} humidity={now.humidity} />
    </div>
  );
}

function Forecast({ bookingId, token }: { bookingId: string; token: string | null }) {
  const { t } = useTranslation('weather');
  const { data, isPending, isError, error } = useBookingWeather(bookingId, token);
  if (isPending) return <p role="status">{t('loading')}</p>;
  if (isError || !data) return <Unavailable error={error} />;
  if (!data.forecast?.length) return <p role="status">{t('notYet')}</p>;
  const date = new Intl.DateTimeFormat(currentLanguage(), {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
  });
  return (
    <div>
      <h3>{t('forecast')}</h3>
      <ul className="weather__days">
        {data.forecast.map((day) => (
          <li key={day.date}>
            <strong>{date.format(new Date(`${day.date}T12:00:00`))}</strong>
            <Condition condition={day.condition} />
            <Figures day={day} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * docs/product.md §2.4: the stay's forecast with a booking id (and its guest token), else the current
 * weather; plus a packing tip. Shared by the guest view and the booking details page; its texts
 * are the `weather` namespace, which each page using it loads.
 */
export function WeatherCard({
  bookingId,
  token = null,
}: {
  bookingId: string | null;
  token?: string | null;
}) {
  const { t } = useTranslation('weather');
  // Staff can switch the weather off (feature toggle `weather`): then there is no card at all.
  if (useFeature('weather') === false) return null;
  return (
    <section className="card weather" aria-labelledby="weather-title">
      <h2 id="weather-title">{t('title')}</h2>
      <QueryScope>
        {bookingId ? <Forecast bookingId={bookingId} token={token} /> : <Current />}
      </QueryScope>
      <p className="weather__tip">{t('tip')}</p>
    </section>
  );
}
