import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { dirname, join } from 'node:path';

/**
 * A local stand-in for api.openweathermap.org that speaks its recorded wire format: the real
 * client (Node's fetch) talks HTTP to it. It serves fixture JSON from test/fixtures/openweathermap,
 * checks the key and parameters like the real service, and can be told to fail: 401 (bad key),
 * 429 (over the plan's rate), 500, hang (never answer), stall (headers and half a body, then
 * silence) or garbage (not JSON).
 */
export type StandInMode = 'ok' | 401 | 429 | 500 | 'hang' | 'stall' | 'garbage';

export interface StandInRequest {
  path: string;
  query: Record<string, string>;
}

export interface WeatherStandIn {
  url: string;
  key: string;
  requests: StandInRequest[];
  mode: StandInMode;
  /** Fixture file per endpoint (without .json). */
  fixtures: { forecast: string; current: string };
  close(): Promise<void>;
}

// __filename, not __dirname: loaded from scripts/e2e.ts (ESM, through tsx) only __filename is right.
const FIXTURES = join(dirname(__filename), 'fixtures/openweathermap');

export function fixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as T;
}

// The bodies OpenWeatherMap sends with these statuses.
const ERROR_BODIES: Record<401 | 429 | 500, object> = {
  401: {
    cod: 401,
    message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
  },
  429: {
    cod: 429,
    message:
      'Your account is temporarily blocked due to exceeding of requests limitation of your subscription type. Please choose the proper subscription https://openweathermap.org/price',
  },
  500: { cod: '500', message: 'Internal error' },
};

export async function startWeatherStandIn(key = 'test-owm-key'): Promise<WeatherStandIn> {
  const sockets = new Set<Socket>();
  const state: WeatherStandIn = {
    url: '',
    key,
    requests: [],
    mode: 'ok',
    fixtures: { forecast: 'forecast', current: 'current' },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams.entries());
    state.requests.push({ path: url.pathname, query });
    const endpoint =
      url.pathname === '/data/2.5/forecast'
        ? 'forecast'
        : url.pathname === '/data/2.5/weather'
          ? 'current'
          : null;
    if (!endpoint) return send(res, 404, { cod: '404', message: 'Internal error' });
    if (state.mode === 'hang') return; // headers never come; the client's timeout has to end it
    if (state.mode === 'stall') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.write('{"cod":"200","message":0,"cnt":40,"list":[');
      return;
    }
    if (state.mode === 'garbage') return send(res, 200, '<html>Bad Gateway</html>');
    if (state.mode !== 'ok') return send(res, state.mode, ERROR_BODIES[state.mode]);
    if (query.appid !== key) return send(res, 401, ERROR_BODIES[401]);
    if (!query.lat || !query.lon || Number.isNaN(Number(query.lat)))
      return send(res, 400, { cod: '400', message: 'wrong latitude' });
    send(res, 200, readFileSync(join(FIXTURES, `${state.fixtures[endpoint]}.json`), 'utf8'));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
