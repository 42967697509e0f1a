import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/** `auto`: readable lines on a terminal (a person reading `npm start`), JSON otherwise (a log collector). */
export type LogFormat = 'auto' | 'pretty' | 'json';

const FLUSH_EVERY_MS = 1000;

const REDACT = {
  paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', 'password'],
  censor: '[redacted]',
};

/**
 * JSON logs; the password and cookie paths are redacted wherever they appear. The servers
 * (`npm start`, the worker) pass `buffered`: lines go to stdout in batches from a buffer instead
 * of one blocking write per line, which under load cost the request thread more than a
 * dashboard's own work. The buffer is written at least every second, so a quiet server's lines
 * (its start-up message first) show at once; pino flushes it synchronously when the process exits,
 * however it exits; only a SIGKILL loses the last lines.
 *
 * On a terminal (`format` auto) or with LOG_FORMAT=pretty the same lines are printed readable
 * instead: time, level and message first, the fields below, redacted alike.
 */
export function createLogger(level: string, { buffered = false, format = 'json' }: { buffered?: boolean; format?: LogFormat } = {}): Logger {
  const options = { level, base: { service: 'soundboard' }, redact: REDACT };
  if (format === 'pretty' || (format === 'auto' && process.stdout.isTTY)) {
    return pino(options, pretty({ colorize: process.stdout.isTTY ?? false, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service', sync: true }));
  }
  const destination = buffered ? pino.destination({ dest: 1, sync: false, minLength: 4096 }) : undefined;
  if (destination) setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return pino(options, destination);
}
