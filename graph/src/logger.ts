import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs; the password and cookie paths are redacted wherever they appear. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'soundboard' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', 'password'],
      censor: '[redacted]',
    },
  });
}
