import { pino, type Logger } from 'pino';

export type { Logger };

const FLUSH_EVERY_MS = 1000;

/**
 * JSON logs; the password and cookie paths are redacted wherever they appear. The servers
 * (`npm start`, the worker) pass `buffered`: lines go to stdout in batches from a buffer instead
 * of one blocking write per line, which under load cost the request thread more than a
 * dashboard's own work. The buffer is written at least every second, so a quiet server's lines
 * (its start-up message first) show at once; pino flushes it synchronously when the process exits,
 * however it exits; only a SIGKILL loses the last lines.
 */
export function createLogger(level: string, { buffered = false }: { buffered?: boolean } = {}): Logger {
  const destination = buffered ? pino.destination({ dest: 1, sync: false, minLength: 4096 }) : undefined;
  if (destination) setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return pino(
    {
      level,
      base: { service: 'soundboard' },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', 'password'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
