import type { IncomingMessage } from 'node:http';

// A host name, IPv4 or [IPv6] address, with an optional port: nothing that could bend the URL built on it.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();

/**
 * The origin the browser asked for this page (`https://agents.example.ng`), behind a proxy as its
 * `x-forwarded-proto` / `x-forwarded-host` say; null when the request names no usable host.
 */
export function requestOrigin(req: Pick<IncomingMessage, 'headers' | 'socket'>): string | null {
  const host = firstValue(req.headers['x-forwarded-host']) || firstValue(req.headers.host);
  // Node's own TLS server marks its sockets `encrypted`; behind a proxy the header says it.
  const tls = 'encrypted' in req.socket && req.socket.encrypted === true;
  const proto = (firstValue(req.headers['x-forwarded-proto']) || (tls ? 'https' : 'http')).toLowerCase();
  if (!host || !HOST.test(host) || (proto !== 'http' && proto !== 'https')) return null;
  return `${proto}://${host}`;
}
