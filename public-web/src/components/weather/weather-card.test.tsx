import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, BookingWeather, CurrentWeather, ForecastDay } from '@/lib/api-types';
import { json, renderApp, stubApi } from '@/testing/render-app';

/** One day as the API answers it (docs/product.md §3). */
const day = (
  date: string,
  condition: string,
  [max, min]: number[],
  wind: number,
  rain: number,
): ForecastDay => ({
  date,
  condition,
  temperature: { max, min },
  windSpeed: wind,
  precipitation: rain,
});

const card = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Wetter' });
  return heading.closest('section')!;
};

// The real stack has no weather provider in the browser tests (the API answers 503 there, see
// e2e/pages.spec.ts); how the card shows the API's answers is checked here.
describe('weather card on the guest view (docs/product.md §2.4)', () => {
  it("shows the current weather with the day's figures", async () => {
    stubApi({
      '/api/weather/current': () =>
        json(200, {
          ...day('2031-07-01', 'clouds', [18.4, 9.1], 12, 0.4),
          temperature: { max: 18.4, min: 9.1, current: 15.2 },
          humidity: 64,
          location: 'Schladming',
          observedAt: '2031-07-01T10:00:00.000Z',
          updatedAt: '2031-07-01T10:05:00.000Z',
          stale: false,
        } satisfies CurrentWeather),
    });
    renderApp('/de/gast-ansicht');

    expect(await screen.findByText(/Bewölkt/)).toBeTruthy();
    const text = (await card()).textContent;
    expect(text).toContain('max. 18 °C');
    expect(text).toContain('Luftfeuchtigkeit 64 %');
  });

  it("shows the stay's forecast, an unknown condition as received", async () => {
    stubApi({
      '/api/weather/booking/b-full': () =>
        json(200, {
          location: 'Schladming',
          forecast: [
            day('2031-07-01', 'clear', [24, 11], 8, 0),
            day('2031-07-02', 'squall', [19, 10], 30, 6),
          ],
          updatedAt: '2031-06-30T10:00:00.000Z',
          stale: false,
        } satisfies BookingWeather),
    });
    renderApp('/de/gast-ansicht?bookingId=b-full');

    expect(await screen.findByText(/Sonnig/)).toBeTruthy();
    expect((await card()).textContent).toContain('squall');
  });

  it('says when a stay is too far ahead for a forecast', async () => {
    stubApi({
      '/api/weather/booking/b-empty': () =>
        json(200, {
          location: 'Schladming',
          forecast: [],
          updatedAt: null,
          stale: false,
        } satisfies BookingWeather),
    });
    renderApp('/de/gast-ansicht?bookingId=b-empty');

    expect(
      await screen.findByText(/Vorhersagen gibt es erst bis zu 5 Tage im Voraus/),
    ).toBeTruthy();
  });

  it('says "not available" when the site has no weather service (503), and asks only once', async () => {
    const fetch = stubApi({
      '/api/weather/current': () =>
        json(503, {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'not configured',
        } satisfies ApiErrorBody),
    });
    renderApp('/en/guest-view');

    expect(
      await screen.findByText('Weather information is not available at the moment.'),
    ).toBeTruthy();
    const text = (await screen.findByRole('heading', { level: 2, name: 'Weather' })).closest(
      'section',
    )!.textContent;
    expect(text).not.toContain('being activated');
    expect(fetch.mock.calls.filter(([url]) => url === '/api/weather/current')).toHaveLength(1);
  });
});
