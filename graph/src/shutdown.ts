import type { Logger } from './logger.js';

/** A process that has not finished stopping this long after the signal is ended anyway. */
const FORCE_EXIT_MS = 10_000;

/**
 * On SIGINT or SIGTERM, once: logs `message`, runs `steps` in order (drain, close, stop the
 * embedded PostgreSQL) and exits 0, or 1 when they have not finished within ten seconds.
 */
export function stopOnSignals(logger: Logger, message: string, steps: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, message);
    const force = setTimeout(() => process.exit(1), FORCE_EXIT_MS).unref();
    try {
      await steps();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
