/**
 * Whether an error means the database cannot be reached (stopped, restarting, unreachable, out of connections), as
 * opposed to a query that failed. The driver's error may come wrapped (drizzle's DrizzleQueryError keeps it as
 * `cause`), so the whole chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (typeof code === 'string' && code.startsWith('08')) return true; // SQLSTATE class 08: connection exception
    if (POOL_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
  }
  return false;
}

const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);

/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down), too_many_connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What `pg` says, without a code, when its connection fails or is lost. */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
];
