/**
 * Whether a driver's error means the database cannot be reached or is going away — a restart, a failover,
 * a crash, a full server — rather than anything about the statement. The one list the service reads; the
 * request that met it may be sent again once the database is back.
 */

// SQLSTATEs: connection exceptions (class 08), the server shutting down or crashing (57P01 admin_shutdown,
// 57P02 crash_shutdown), starting or stopping (57P03 cannot_connect_now), an idle session cut (57P05) and
// no connection slot left (53300 too_many_connections).
const LOST_STATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03', '57P05', '53300']);

// The socket itself failing, as Node names it.
const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// pg's and pg-pool's own words for a connection that died or never came (they carry no code).
const DRIVER_MESSAGES: readonly RegExp[] = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool: no connection within connectionTimeoutMillis
  /^Query read timeout$/, // pg's query_timeout: no answer at all; the connection is then unusable
  /is not queryable$/, // a client whose connection already failed
];

/** The reason to log when `error` is a lost or refused connection; undefined for any other error. */
export function connectionLossOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && (code.startsWith('08') || LOST_STATES.has(code) || SOCKET_CODES.has(code))) {
    return text === '' ? code : `${code} ${text}`;
  }
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(text))) return text;
  // pg reports a failure to reach any address of a host as an AggregateError of socket errors.
  if (error instanceof AggregateError && error.errors.some((inner) => connectionLossOf(inner) !== undefined)) {
    return error.errors.map((inner: unknown) => connectionLossOf(inner) ?? String(inner)).join('; ');
  }
  return undefined;
}
