import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLog } from './request-log.js';

const lines: Record<string, unknown>[] = [];
const logger = pino(new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) }));
const app = express();
app.use(requestLog(app, logger));
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
app.get('/fails', (req, res) => {
  req.log.warn({ reason: 'test' }, 'handler warning');
  res.status(503).json({ error: 'down' });
});
app.use((_req, res) => void res.json({ ok: true }));
let server: Server;
const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(() => new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve()))));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The lines logged for a request, once its response is done. */
async function linesFor(path: string, headers: Record<string, string> = {}): Promise<{ response: Response; logged: Record<string, unknown>[] }> {
  lines.length = 0;
  const response = await fetch(`${base()}${path}`, { headers });
  await response.text();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { response, logged: [...lines] };
}

describe('the request log', () => {
  it('writes one line per request with its id, method, URL, status and time, and no headers', async () => {
    const { response, logged } = await linesFor('/api/user?x=1', { cookie: 'sb_session=secret', 'x-request-id': 'abc-123' });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    expect(logged).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: { id: 'abc-123', method: 'GET', url: '/api/user?x=1' },
        res: { status: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  it('gives a request without a usable id a new one', async () => {
    const { response, logged } = await linesFor('/', { 'x-request-id': 'no spaces or <tags> allowed' });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged[0]).toMatchObject({ req: { id } });
  });

  it('puts the request on the lines its handlers log through req.log', async () => {
    const { logged } = await linesFor('/fails');
    expect(logged.map((line) => line.msg)).toEqual(['handler warning', 'request completed']);
    expect(logged[0]).toMatchObject({ reason: 'test', req: { method: 'GET', url: '/fails' } });
    expect(logged[1]).toMatchObject({ res: { status: 503 } });
  });

  it('leaves the health checks out', async () => {
    expect((await linesFor('/healthz')).logged).toEqual([]);
  });
});
