import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { dirname, join } from 'node:path';

// __filename, not __dirname: loaded from scripts/e2e.ts (ESM, through tsx) only __filename is right.
const FIXTURES = join(dirname(__filename), 'fixtures/ical');

/** A recorded feed from test/fixtures/ical (bytes as they are, CRLF included). */
export const icalFixture = (name: string): string =>
  readFileSync(join(FIXTURES, `${name}.ics`), 'utf8');

/** What one path answers: a fixture or text, a status, or a failure a platform's server shows. */
export type FeedAnswer =
  | { fixture: string }
  | { body: string; status?: number; contentType?: string }
  | { status: number }
  | { redirect: string }
  | 'hang'
  | { bytes: number };

export interface IcalStandIn {
  url: string;
  feeds: Map<string, FeedAnswer>;
  requests: string[];
  close(): Promise<void>;
}

/**
 * Booking platforms' calendar exports as a local HTTP server: each path answers what `feeds` says
 * (a recorded .ics from test/fixtures/ical, a 404, a hang that never answers, an endless body),
 * so the import's real HTTP client is tested against real sockets. Unknown paths answer 404.
 */
export async function startIcalStandIn(): Promise<IcalStandIn> {
  const sockets = new Set<Socket>();
  const state: IcalStandIn = {
    url: '',
    feeds: new Map(),
    requests: [],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    state.requests.push(req.url ?? '/');
    const answer = state.feeds.get(path);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    if (answer === 'hang') return; // never answers; the client's deadline must end it
    if ('fixture' in answer) {
      res
        .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
        .end(icalFixture(answer.fixture));
    } else if ('redirect' in answer) {
      res.writeHead(302, { location: answer.redirect }).end();
    } else if ('bytes' in answer) {
      // No Content-Length: the cap has to be counted while reading.
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
      const line = `X-FILLER:${'x'.repeat(1000)}\r\n`;
      let sent = 0;
      const pump = () => {
        while (sent < answer.bytes) {
          sent += line.length;
          if (!res.write(line)) return void res.once('drain', pump);
        }
        res.end('END:VCALENDAR\r\n');
      };
      pump();
    } else if ('body' in answer) {
      res
        .writeHead(answer.status ?? 200, {
          'content-type': answer.contentType ?? 'text/calendar; charset=utf-8',
        })
        .end(answer.body);
    } else {
      res.writeHead(answer.status, { 'content-type': 'text/html' }).end('<h1>Error</h1>');
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
