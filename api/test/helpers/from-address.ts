import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  text: string;
}

/**
 * Real HTTP from a chosen loopback address (127.0.0.2, 127.0.0.3, …): without a proxy in front the
 * API sees each as a different client, the way it sees guests and staff on the internet.
 */
export async function listenOnLoopback(t: TestApp): Promise<number> {
  if (!t.server.listening) await t.app.listen(0, '127.0.0.1');
  return (t.server.address() as AddressInfo).port;
}

export function sendFrom(
  port: number,
  from: string,
  req: { method?: string; path: string; headers?: Record<string, string>; body?: string | object },
): Promise<Answer> {
  const body =
    req.body === undefined
      ? undefined
      : typeof req.body === 'string'
        ? req.body
        : JSON.stringify(req.body);
  const headers: Record<string, string> = {
    ...(typeof req.body === 'object' ? { 'Content-Type': 'application/json' } : {}),
    ...req.headers,
  };
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const r = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: req.method ?? 'GET',
        path: req.path,
        headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // not JSON: the caller reads `text`
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed, text });
        });
      },
    );
    r.on('error', reject);
    r.end(body);
  });
}

/** Signs in from an address; answers the response (200 carries the `sid` and `csrf` cookies). */
export const loginFrom = (
  port: number,
  from: string,
  email: string,
  password: string,
  lang?: string,
) =>
  sendFrom(port, from, {
    method: 'POST',
    path: '/api/demo-login',
    headers: lang ? { 'Accept-Language': lang } : {},
    body: { email, password },
  });
