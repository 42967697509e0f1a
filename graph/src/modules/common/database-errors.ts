/**
 * Failures that say the database cannot serve us right now rather than that a request is wrong:
 * no pooled connection within the acquire timeout, a refused or dropped connection, a server
 * shutting down or out of connections, a statement or idle transaction cut off by its timeout.
 * Clients get 503 with Retry-After for these, never a masked 500.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
]);

const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|connection terminated|terminating connection|connection ended|client has encountered a connection error|cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
