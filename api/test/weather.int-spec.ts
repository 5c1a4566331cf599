import request from 'supertest';
import { Clock } from 'src/common/clock';
import { WeatherCache } from 'src/modules/weather/weather-cache.entity';
import { guest, withDemoCatalog, type DemoCatalog } from './helpers/catalog';
import { confirmByMail, RELAXED_ABUSE_LIMITS } from './helpers/verification';
import { createTestApp, signInAs, type SignedIn, type TestApp } from './helpers/test-app';
import { startWeatherStandIn, type WeatherStandIn } from './weather-stand-in';

/** "Now" of the recorded summer fixture: fetched on 12 July 2027, 10:30 in Schladming. */
const SUMMER_NOW = new Date('2027-07-12T08:30:00Z');
const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000);

/** The five local days of fixtures/openweathermap/forecast.json (see weather-normalise.spec.ts). */
const SUMMER = {
  '2027-07-12': {
    date: '2027-07-12',
    condition: 'clear',
    temperature: { max: 26.7, min: 16.9 },
    windSpeed: 12,
    precipitation: 0,
  },
  '2027-07-13': {
    date: '2027-07-13',
    condition: 'thunderstorm',
    temperature: { max: 25.4, min: 13.2 },
    windSpeed: 24,
    precipitation: 5.3,
  },
  '2027-07-14': {
    date: '2027-07-14',
    condition: 'rain',
    temperature: { max: 20.5, min: 13.9 },
    windSpeed: 10,
    precipitation: 6.8,
  },
  '2027-07-15': {
    date: '2027-07-15',
    condition: 'clear',
    temperature: { max: 25.4, min: 11.5 },
    windSpeed: 10,
    precipitation: 0,
  },
  '2027-07-16': {
    date: '2027-07-16',
    condition: 'drizzle',
    temperature: { max: 20.6, min: 14 },
    windSpeed: 12,
    precipitation: 0.2,
  },
};

const CURRENT_SUMMER = {
  location: 'Schladming',
  condition: 'clouds',
  // Now 19.6 °C; the day's range from today's forecast (the observation alone says 18.9–20.4).
  temperature: { current: 19.6, max: 26.7, min: 16.9 },
  windSpeed: 9,
  humidity: 64,
  precipitation: 0,
  observedAt: '2027-07-12T08:04:31.000Z',
};

const UNAVAILABLE_DE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Wetterinformationen werden in Kürze verfügbar sein...',
  code: 'weather_unavailable',
  reason: 'no_data',
};

let pitchNo = 0;
/** A confirmed booking made through the guest API; returns its id and the guest's token. */
async function book(
  t: TestApp,
  demo: DemoCatalog,
  checkIn: string,
  checkOut: string,
): Promise<{ id: string; token: string }> {
  const res = await request(t.server)
    .post('/api/bookings')
    .send({ ...guest, pitchId: demo.pitch(`A${++pitchNo}`).id, checkIn, checkOut, adults: 2 })
    .expect(201);
  const { id, token } = res.body as { id: string; token: string };
  await confirmByMail(t, { id, token });
  return { id, token };
}

const weatherFor = (t: TestApp, b: { id: string; token: string }) =>
  request(t.server).get(`/api/weather/booking/${b.id}?token=${encodeURIComponent(b.token)}`);

const appEnv = (standIn: WeatherStandIn, extra: Record<string, string> = {}) => ({
  WEATHER_API_URL: standIn.url,
  WEATHER_API_KEY: standIn.key,
  WEATHER_TIMEOUT_MS: '400',
  WEATHER_MAX_AGE_MINUTES: '60',
  // Every stay here is booked by the same guest from the same address.
  ...RELAXED_ABUSE_LIMITS,
  ...extra,
});

describe('weather endpoints against the OpenWeatherMap stand-in', () => {
  let standIn: WeatherStandIn;
  let t: TestApp;
  let demo: DemoCatalog;
  let clock: Clock;
  let admin: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    standIn = await startWeatherStandIn();
    t = await createTestApp({ env: appEnv(standIn) });
    demo = await withDemoCatalog(t);
    pitchNo = 0;
    admin = await signInAs(t, 'admin');
    staff = await signInAs(t, 'staff');
    clock = t.app.get(Clock);
    clock.travelTo(SUMMER_NOW);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('answers current weather in the SPEC shape, fetched once and then served from the cache', async () => {
    const res = await request(t.server).get('/api/weather/current').expect(200);
    expect(res.body).toEqual({
      ...CURRENT_SUMMER,
      updatedAt: expect.stringMatching(/^2027-07-12T08:30:/),
      stale: false,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(standIn.requests.map((r) => r.path).sort()).toEqual([
      '/data/2.5/forecast',
      '/data/2.5/weather',
    ]);
    for (const r of standIn.requests) {
      expect(r.query).toEqual({
        lat: '47.3935',
        lon: '13.6872',
        appid: standIn.key,
        units: 'metric',
        lang: 'de',
      });
    }

    clock.travelTo(at(SUMMER_NOW, 50));
    const again = await request(t.server).get('/api/weather/current').expect(200);
    expect(again.body).toEqual(res.body);
    expect(standIn.requests).toHaveLength(2);
    const rows = await t.em().find(WeatherCache, {}, { orderBy: { kind: 'asc' } });
    expect(rows.map((r) => [r.kind, r.latitude, r.longitude, r.errorCode ?? null])).toEqual([
      ['current', 47.3935, 13.6872, null],
      ['forecast', 47.3935, 13.6872, null],
    ]);
  });

  it('forecasts every day of a stay within the next five days, departure day included', async () => {
    clock.travelTo(SUMMER_NOW);
    const stay = await book(t, demo, '2027-07-12', '2027-07-15');
    const res = await weatherFor(t, stay).expect(200);
    expect(res.body).toEqual({
      location: 'Schladming',
      forecast: [
        SUMMER['2027-07-12'],
        SUMMER['2027-07-13'],
        SUMMER['2027-07-14'],
        SUMMER['2027-07-15'],
      ],
      updatedAt: expect.stringMatching(/^2027-07-12T08:30:/),
      stale: false,
    });
    // The guest's token is in the address: kept out of shared caches.
    expect(res.headers['cache-control']).toBe('private, max-age=600');
  });

  it('gives only the days of a stay that the forecast reaches when it runs past five days', async () => {
    const stay = await book(t, demo, '2027-07-15', '2027-07-19');
    const res = await weatherFor(t, stay).expect(200);
    // The 17th lies within five days but the forecast ends at its 08:00: no honest day to show.
    expect(res.body.forecast).toEqual([SUMMER['2027-07-15'], SUMMER['2027-07-16']]);
  });

  it('answers an empty forecast for a stay beyond five days ahead, and for one already over', async () => {
    const later = await book(t, demo, '2027-07-18', '2027-07-25');
    const requestsBefore = standIn.requests.length;
    const res = await weatherFor(t, later).expect(200);
    expect(res.body).toEqual({
      location: 'Schladming',
      forecast: [],
      updatedAt: null,
      stale: false,
    });
    expect(standIn.requests).toHaveLength(requestsBefore);

    const over = await book(t, demo, '2027-07-12', '2027-07-15');
    clock.travelTo(new Date('2027-07-16T08:30:00Z'));
    try {
      expect((await weatherFor(t, over).expect(200)).body.forecast).toEqual([]);
    } finally {
      clock.travelTo(SUMMER_NOW);
    }
  });

  it('needs the booking token like every guest booking route (403), and a known id (404)', async () => {
    const stay = await book(t, demo, '2027-07-13', '2027-07-16');
    const missing = await request(t.server).get(`/api/weather/booking/${stay.id}`).expect(403);
    expect(missing.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Zugriff verweigert',
    });
    await request(t.server).get(`/api/weather/booking/${stay.id}?token=nope`).expect(403);
    const unknown = await request(t.server)
      .get('/api/weather/booking/3f0c7a52-5d1e-4d7b-9a55-2f6b1c0d9e41?token=x&lang=en')
      .expect(404);
    expect(unknown.body.message).toBe('Booking not found');
    await request(t.server).get('/api/weather/booking/not-a-uuid?token=x').expect(404);
    await request(t.server)
      .get(`/api/weather/booking/${stay.id}?token=${stay.token}&color=red`)
      .expect(400);
  });

  it('serves the last cached data when the provider fails (500), marked stale, and retries sparingly', async () => {
    const stay = await book(t, demo, '2027-07-13', '2027-07-16');
    standIn.mode = 500;
    try {
      clock.travelTo(at(SUMMER_NOW, 120));
      const before = standIn.requests.length;
      const res = await request(t.server).get('/api/weather/current').expect(200);
      expect(res.body).toEqual({
        ...CURRENT_SUMMER,
        updatedAt: expect.stringMatching(/^2027-07-12T08:30:/),
        stale: true,
      });
      // Short cache lifetime while stale, so the recovery reaches browsers soon.
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(standIn.requests.length - before).toBe(2); // one attempt per kind

      const forecast = await weatherFor(t, stay).expect(200);
      expect(forecast.body).toMatchObject({
        forecast: [
          SUMMER['2027-07-13'],
          SUMMER['2027-07-14'],
          SUMMER['2027-07-15'],
          SUMMER['2027-07-16'],
        ],
        stale: true,
      });
      await request(t.server).get('/api/weather/current').expect(200);
      // Within five minutes of a failed attempt nobody calls the provider again.
      expect(standIn.requests.length - before).toBe(2);

      const status = await staff.agent.get('/api/admin/weather').expect(200);
      expect(status.body.current).toMatchObject({
        fetchedAt: expect.stringMatching(/^2027-07-12T08:30:/),
        stale: true,
        lastError: {
          code: 'http_error',
          message: 'Fehler beim Wetterdienst',
          detail: 'HTTP 500 /data/2.5/weather: Internal error',
          at: expect.stringMatching(/^2027-07-12T10:30:/),
        },
      });
    } finally {
      standIn.mode = 'ok';
    }
  });

  it('stops calling a six-hour-old observation "current" (503), while the forecast is still served', async () => {
    const stay = await book(t, demo, '2027-07-13', '2027-07-16');
    standIn.mode = 'hang';
    try {
      clock.travelTo(at(SUMMER_NOW, 7 * 60));
      const res = await request(t.server)
        .get('/api/weather/current')
        .set('Accept-Language', 'en-GB,en;q=0.9')
        .expect(503);
      expect(res.body).toEqual({
        ...UNAVAILABLE_DE,
        message: 'Weather information will be available shortly...',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const forecast = await weatherFor(t, stay).expect(200);
      expect(forecast.body.stale).toBe(true);
      expect(forecast.body.forecast).toEqual([
        SUMMER['2027-07-13'],
        SUMMER['2027-07-14'],
        SUMMER['2027-07-15'],
        SUMMER['2027-07-16'],
      ]);
    } finally {
      standIn.mode = 'ok';
    }
    // Back up: the next request after the retry pause fetches fresh data.
    clock.travelTo(at(SUMMER_NOW, 7 * 60 + 6));
    const fresh = await request(t.server).get('/api/weather/current').expect(200);
    expect(fresh.body).toMatchObject({ condition: 'clouds', stale: false });
    expect(fresh.headers['cache-control']).toBe('public, max-age=600');
  });

  it('shows staff the cache status and lets administrators refresh it now', async () => {
    clock.travelTo(at(SUMMER_NOW, 8 * 60));
    const status = await staff.agent.get('/api/admin/weather?lang=en').expect(200);
    expect(status.body).toEqual({
      provider: 'openweathermap',
      enabled: true,
      apiUrl: standIn.url,
      location: { city: 'Schladming', latitude: 47.3935, longitude: 13.6872 },
      refreshMinutes: 30,
      maxAgeMinutes: 60,
      current: {
        fetchedAt: expect.stringMatching(/^2027-07-12T15:36:/),
        attemptedAt: expect.stringMatching(/^2027-07-12T15:36:/),
        stale: false,
        latitude: 47.3935,
        longitude: 13.6872,
        lastError: {
          code: 'timeout',
          message: 'weather service did not answer in time',
          detail: 'no answer within 400 ms (/data/2.5/weather)',
          at: expect.stringMatching(/^2027-07-12T15:30:/),
        },
        // Stored as observed; the day's range is added when answering.
        data: {
          ...withoutLocation(CURRENT_SUMMER),
          temperature: { current: 19.6, max: 20.4, min: 18.9 },
        },
      },
      forecast: expect.objectContaining({ stale: false, data: Object.values(SUMMER) }),
    });

    await staff.agent
      .post('/api/admin/weather/refresh')
      .set('X-CSRF-Token', staff.csrf)
      .expect(403);
    const before = standIn.requests.length;
    const refreshed = await admin.agent
      .post('/api/admin/weather/refresh')
      .set('X-CSRF-Token', admin.csrf)
      .expect(200);
    expect(standIn.requests.length - before).toBe(2);
    expect(refreshed.body.current.fetchedAt).toMatch(/^2027-07-12T16:30:/);

    standIn.mode = 429;
    try {
      const limited = await admin.agent
        .post('/api/admin/weather/refresh')
        .set('X-CSRF-Token', admin.csrf)
        .expect(502);
      expect(limited.body).toMatchObject({
        statusCode: 502,
        error: 'Bad Gateway',
        message:
          'Die Wetterdaten konnten nicht aktualisiert werden (Abfragelimit des Tarifs überschritten). Die zuletzt gespeicherten Daten bleiben in Verwendung.',
        code: 'weather_refresh_failed',
        status: { current: { lastError: { code: 'rate_limited' } } },
      });
      // The data from before stays in use.
      await request(t.server).get('/api/weather/current').expect(200);
    } finally {
      standIn.mode = 'ok';
    }
  });

  it('fetches again for new coordinates once the campsite moves', async () => {
    clock.travelTo(at(SUMMER_NOW, 8 * 60 + 10));
    await admin.agent
      .put('/api/admin/company-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ latitude: 47.4, longitude: 13.7 })
      .expect(200);
    const before = standIn.requests.length;
    await request(t.server).get('/api/weather/current').expect(200);
    expect(standIn.requests.slice(before).map((r) => [r.query.lat, r.query.lon])).toEqual([
      ['47.4', '13.7'],
      ['47.4', '13.7'],
    ]);
    await admin.agent
      .put('/api/admin/company-settings')
      .set('X-CSRF-Token', admin.csrf)
      .send({ latitude: 47.3935, longitude: 13.6872 })
      .expect(200);
  });

  it('aggregates per local day across the end of daylight saving time (October fixture)', async () => {
    standIn.fixtures = { forecast: 'forecast-dst', current: 'current-dst' };
    clock.travelTo(new Date('2027-10-29T10:30:00Z'));
    const stay = await book(t, demo, '2027-10-30', '2027-11-02');
    const res = await weatherFor(t, stay).expect(200);
    expect(res.body.forecast).toEqual([
      {
        date: '2027-10-30',
        condition: 'squall', // not one of the SPEC's eight: passed through as received
        temperature: { max: 14.1, min: 5.2 },
        windSpeed: 57,
        precipitation: 4.2,
      },
      {
        date: '2027-10-31', // 25 hours long; its eight slots straddle the clock change
        condition: 'snow',
        temperature: { max: 3, min: -1.5 },
        windSpeed: 12,
        precipitation: 6.1,
      },
      {
        date: '2027-11-01',
        condition: 'fog',
        temperature: { max: 5.8, min: -4.1 },
        windSpeed: 5,
        precipitation: 0,
      },
      {
        date: '2027-11-02',
        condition: 'clear',
        temperature: { max: 7.9, min: -3.7 },
        windSpeed: 7,
        precipitation: 0,
      },
    ]);
    const current = await request(t.server).get('/api/weather/current').expect(200);
    expect(current.body).toMatchObject({
      condition: 'rain',
      temperature: { current: 7.3, max: 11.8, min: 4.8 },
      windSpeed: 10,
      humidity: 88,
      precipitation: 0.8,
      stale: false,
    });
  });
});

describe('weather with nothing cached and the provider failing', () => {
  let standIn: WeatherStandIn;
  let t: TestApp;
  let demo: DemoCatalog;
  let clock: Clock;
  beforeAll(async () => {
    standIn = await startWeatherStandIn();
    t = await createTestApp({ env: appEnv(standIn, { WEATHER_TIMEOUT_MS: '300' }) });
    demo = await withDemoCatalog(t);
    pitchNo = 0;
    clock = t.app.get(Clock);
    clock.travelTo(SUMMER_NOW);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('answers 503 with the SPEC text in the request language on 401, never 500', async () => {
    standIn.mode = 401;
    const res = await request(t.server).get('/api/weather/current').expect(503);
    expect(res.body).toEqual(UNAVAILABLE_DE);
    expect(res.headers['cache-control']).toBe('no-store');
    const en = await request(t.server).get('/api/weather/current?lang=en').expect(503);
    expect(en.body.message).toBe('Weather information will be available shortly...');

    const stay = await book(t, demo, '2027-07-13', '2027-07-16');
    expect((await weatherFor(t, stay).expect(503)).body).toEqual(UNAVAILABLE_DE);
    // Beyond five days nothing is needed from the provider: the empty forecast is the answer.
    const later = await book(t, demo, '2027-08-01', '2027-08-04');
    expect((await weatherFor(t, later).expect(200)).body.forecast).toEqual([]);
  });

  it('answers 503 within the timeout when the provider hangs, and on garbage', async () => {
    standIn.mode = 'hang';
    clock.travelTo(at(SUMMER_NOW, 6));
    const started = Date.now();
    await request(t.server).get('/api/weather/current').expect(503);
    expect(Date.now() - started).toBeLessThan(3000);
    standIn.mode = 'garbage';
    clock.travelTo(at(SUMMER_NOW, 12));
    expect((await request(t.server).get('/api/weather/current').expect(503)).body).toEqual(
      UNAVAILABLE_DE,
    );
    const rows = await t.em().find(WeatherCache, {}, { orderBy: { kind: 'asc' } });
    expect(rows.map((r) => [r.kind, r.data ?? null, r.errorCode])).toEqual([
      ['current', null, 'invalid_response'],
      ['forecast', null, 'invalid_response'],
    ]);
  });

  it('recovers on the next request after the retry pause once the provider is back', async () => {
    standIn.mode = 'ok';
    clock.travelTo(at(SUMMER_NOW, 18));
    const res = await request(t.server).get('/api/weather/current').expect(200);
    expect(res.body).toMatchObject({ ...CURRENT_SUMMER, stale: false });
  });
});

describe('weather without an API key', () => {
  let standIn: WeatherStandIn;
  let t: TestApp;
  let demo: DemoCatalog;
  beforeAll(async () => {
    standIn = await startWeatherStandIn();
    t = await createTestApp({ env: appEnv(standIn, { WEATHER_API_KEY: '' }) });
    demo = await withDemoCatalog(t);
    pitchNo = 0;
    t.app.get(Clock).travelTo(SUMMER_NOW);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('answers 503 "Wetterdienst wird aktiviert..." and never calls the provider', async () => {
    const res = await request(t.server).get('/api/weather/current').expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Wetterdienst wird aktiviert...',
      code: 'weather_unavailable',
      reason: 'not_configured',
    });
    const en = await request(t.server)
      .get('/api/weather/current')
      .set('Accept-Language', 'en')
      .expect(503);
    expect(en.body.message).toBe('Weather service is being activated...');

    const stay = await book(t, demo, '2027-07-13', '2027-07-16');
    expect((await weatherFor(t, stay).expect(503)).body.reason).toBe('not_configured');
    await request(t.server)
      .get('/api/weather/booking/3f0c7a52-5d1e-4d7b-9a55-2f6b1c0d9e41?token=x')
      .expect(404);
    expect(standIn.requests).toEqual([]);
  });

  it('tells staff the provider is off and refuses a refresh (409)', async () => {
    const admin = await signInAs(t, 'admin');
    const status = await admin.agent.get('/api/admin/weather').expect(200);
    expect(status.body).toMatchObject({
      enabled: false,
      current: { fetchedAt: null, lastError: null, data: null },
      forecast: { fetchedAt: null, lastError: null, data: [] },
    });
    const refused = await admin.agent
      .post('/api/admin/weather/refresh')
      .set('X-CSRF-Token', admin.csrf)
      .expect(409);
    expect(refused.body.message).toBe(
      'Der Wetterdienst ist nicht eingerichtet: Es ist kein API-Schlüssel (WEATHER_API_KEY) hinterlegt.',
    );
    expect(standIn.requests).toEqual([]);
  });
});

function withoutLocation<T extends { location: string }>(v: T): Omit<T, 'location'> {
  const { location: _location, ...rest } = v;
  return rest;
}
