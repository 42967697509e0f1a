/**
 * A failure before SoundBoard (or one of its tools) is up, whose message already names the cause
 * and the fix: entry points print the message alone, without a stack trace that says nothing more.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** What an entry point prints when its start fails, whatever was thrown. */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  // Some libraries reject with undefined or a bare value; say so rather than print "undefined".
  return `an unexplained failure (a ${error === null ? 'null' : typeof error} value was thrown: ${String(error)}); run with LOG_LEVEL=debug to see more`;
}
