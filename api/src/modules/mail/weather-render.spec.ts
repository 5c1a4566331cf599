import type { ForecastDay } from 'src/modules/weather/weather-normalise';
import { forecastHtml, forecastText } from './weather-render';

const days: ForecastDay[] = [
  {
    date: '2027-07-13',
    condition: 'thunderstorm',
    temperature: { max: 25.4, min: 13.2 },
    windSpeed: 24,
    precipitation: 5.3,
  },
  {
    date: '2027-07-14',
    condition: 'squall',
    temperature: { max: 0.4, min: -3.6 },
    windSpeed: 61,
    precipitation: 0,
  },
  {
    date: '2027-07-15',
    condition: 'volcanic ash',
    temperature: { max: 20, min: 10 },
    windSpeed: 5,
    precipitation: 0.25,
  },
];

describe('the pre-arrival forecast block', () => {
  it('reads in German with Austrian numbers, one line per day', () => {
    expect(forecastText(days, 'de').split('\n')).toEqual([
      'Das Wetter zu Ihrer Anreise:',
      '- Di., 13. Juli: Gewitter, 13 – 25 °C, Niederschlag 5,3 mm, Wind bis 24 km/h',
      '- Mi., 14. Juli: Sturmböen, -4 – 0 °C, Niederschlag 0 mm, Wind bis 61 km/h',
      '- Do., 15. Juli: volcanic ash, 10 – 20 °C, Niederschlag 0,3 mm, Wind bis 5 km/h',
      'Vorhersage vom Versand dieser E-Mail; die aktuelle finden Sie auf Ihrer Buchungsseite.',
    ]);
  });

  it('reads in English, and the HTML table escapes what the provider sent', () => {
    expect(forecastText(days.slice(0, 1), 'en')).toContain(
      '- Tue 13 Jul: thunderstorms, 13 – 25 °C, precipitation 5.3 mm, wind up to 24 km/h',
    );
    const html = forecastHtml([{ ...days[0], condition: '<b>odd</b>' }], 'en');
    expect(html).toContain('The weather for your arrival');
    expect(html).toContain('&lt;b&gt;odd&lt;/b&gt;');
    expect(html).not.toContain('<b>odd');
  });

  it('is empty without days, so the mail simply goes without it', () => {
    for (const none of [null, undefined, []]) {
      expect(forecastText(none, 'de')).toBe('');
      expect(forecastHtml(none, 'en')).toBe('');
    }
  });
});
