import type { ForecastDay } from 'src/modules/weather/weather-normalise';
import type { MailLanguage } from './mail.types';
import { escapeHtml } from './render';

/** The conditions the weather module reports (docs/product.md §3), as a guest reads them. */
const CONDITIONS: Record<MailLanguage, Record<string, string>> = {
  de: {
    clear: 'sonnig',
    clouds: 'bewölkt',
    rain: 'Regen',
    drizzle: 'Nieselregen',
    snow: 'Schnee',
    thunderstorm: 'Gewitter',
    mist: 'Dunst',
    fog: 'Nebel',
    haze: 'Dunst',
    squall: 'Sturmböen',
    tornado: 'Tornado',
  },
  en: {
    clear: 'sunny',
    clouds: 'cloudy',
    rain: 'rain',
    drizzle: 'drizzle',
    snow: 'snow',
    thunderstorm: 'thunderstorms',
    mist: 'mist',
    fog: 'fog',
    haze: 'haze',
    squall: 'squalls',
    tornado: 'tornado',
  },
  nl: {
    clear: 'zonnig',
    clouds: 'bewolkt',
    rain: 'regen',
    drizzle: 'motregen',
    snow: 'sneeuw',
    thunderstorm: 'onweer',
    mist: 'nevel',
    fog: 'mist',
    haze: 'nevel',
    squall: 'windstoten',
    tornado: 'tornado',
  },
};

const WORDS = {
  de: {
    title: 'Das Wetter zu Ihrer Anreise',
    day: 'Tag',
    weather: 'Wetter',
    temperature: 'Temperatur',
    precipitation: 'Niederschlag',
    wind: 'Wind bis',
    line: { precipitation: 'Niederschlag', wind: 'Wind bis' },
    source:
      'Vorhersage vom Versand dieser E-Mail; die aktuelle finden Sie auf Ihrer Buchungsseite.',
  },
  en: {
    title: 'The weather for your arrival',
    day: 'Day',
    weather: 'Weather',
    temperature: 'Temperature',
    precipitation: 'Precipitation',
    wind: 'Wind up to',
    line: { precipitation: 'precipitation', wind: 'wind up to' },
    source: 'Forecast as of this mail; the latest is on your booking page.',
  },
  nl: {
    title: 'Het weer bij uw aankomst',
    day: 'Dag',
    weather: 'Weer',
    temperature: 'Temperatuur',
    precipitation: 'Neerslag',
    wind: 'Wind tot',
    line: { precipitation: 'neerslag', wind: 'wind tot' },
    source: 'Verwachting van het moment van deze e-mail; de actuele staat op uw boekingspagina.',
  },
} as const;

const locale = { de: 'de-AT', en: 'en-GB', nl: 'nl-NL' } as const;

function dayName(date: string, lang: MailLanguage): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale[lang], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

const whole = (n: number, lang: MailLanguage) =>
  new Intl.NumberFormat(locale[lang], { maximumFractionDigits: 0 }).format(n === 0 ? 0 : n);
const oneDecimal = (n: number, lang: MailLanguage) =>
  new Intl.NumberFormat(locale[lang], { maximumFractionDigits: 1 }).format(n);

export function conditionText(condition: string, lang: MailLanguage): string {
  return CONDITIONS[lang][condition] ?? condition;
}

interface Row {
  day: string;
  weather: string;
  temperature: string;
  precipitation: string;
  wind: string;
}

function rows(days: ForecastDay[], lang: MailLanguage): Row[] {
  return days.map((d) => ({
    day: dayName(d.date, lang),
    weather: conditionText(d.condition, lang),
    temperature: `${whole(d.temperature.min, lang)} – ${whole(d.temperature.max, lang)} °C`,
    precipitation: `${oneDecimal(d.precipitation, lang)} mm`,
    wind: `${whole(d.windSpeed, lang)} km/h`,
  }));
}

/** The forecast block of the pre-arrival mail: a heading and one line per day; empty without days. */
export function forecastText(days: ForecastDay[] | null | undefined, lang: MailLanguage): string {
  if (!days?.length) return '';
  const w = WORDS[lang];
  const lines = rows(days, lang).map(
    (r) =>
      `- ${r.day}: ${r.weather}, ${r.temperature}, ${w.line.precipitation} ${r.precipitation}, ${w.line.wind} ${r.wind}`,
  );
  return `${w.title}:\n${lines.join('\n')}\n${w.source}`;
}

export function forecastHtml(days: ForecastDay[] | null | undefined, lang: MailLanguage): string {
  if (!days?.length) return '';
  const w = WORDS[lang];
  const cell = 'padding:4px 10px 4px 0;border-bottom:1px solid #e3e8e5;vertical-align:top;';
  const head = [w.day, w.weather, w.precipitation, w.wind]
    .map((t) => `<th style="${cell}text-align:left;color:#5b6661;font-weight:normal;">${t}</th>`)
    .join('');
  // Four columns, the temperature under the condition, so the table fits a phone's 390 px; figures
  // and their units stay on one line, day and condition may wrap.
  const nowrap = `${cell}white-space:nowrap;`;
  const body = rows(days, lang)
    .map(
      (r) =>
        `<tr><td style="${cell}">${escapeHtml(r.day)}</td>` +
        `<td style="${cell}">${escapeHtml(r.weather)}<br><span style="white-space:nowrap;">${escapeHtml(r.temperature)}</span></td>` +
        `<td style="${nowrap}">${escapeHtml(r.precipitation)}</td>` +
        `<td style="${nowrap}">${escapeHtml(r.wind)}</td></tr>`,
    )
    .join('\n');
  return `<h2 style="margin:22px 0 6px;font-size:17px;">${w.title}</h2>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:4px 0 6px;border-collapse:collapse;font-size:14px;">
<tr>${head}</tr>
${body}
</table>
<p style="margin:0 0 16px;font-size:12px;color:#5b6661;">${w.source}</p>`;
}
