/**
 * Allowed browser origins in Hasura's HASURA_GRAPHQL_CORS_DOMAIN syntax: `*`, or a comma-separated
 * list of origins where the port may be `*` (`http://localhost:*`) and the first host label may be
 * `*` (`https://*.example.com`).
 */
export interface CorsPolicy {
  allows(origin: string): boolean;
}

interface OriginPattern {
  scheme: string;
  /** Exact host, or `.example.com` for a subdomain wildcard. */
  host: string;
  subdomainWildcard: boolean;
  /** undefined: any port (or none). '' : no port. */
  port: string | undefined;
}

export function parseCorsDomains(setting: string): CorsPolicy {
  const entries = setting.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.includes('*')) return { allows: () => true };
  const patterns = entries.map(parsePattern);
  return {
    allows(origin) {
      const parsed = parseOrigin(origin);
      return parsed !== undefined && patterns.some((pattern) => matches(pattern, parsed));
    },
  };
}

function parsePattern(entry: string): OriginPattern {
  const match = /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([^/:*]+)(?::(\*|\d{1,5}))?\/?$/i.exec(entry);
  if (!match) throw new Error(`HASURA_GRAPHQL_CORS_DOMAIN: '${entry}' is not an origin like http://localhost:* or https://*.example.com`);
  const [, scheme, wildcard, host, port] = match;
  return {
    scheme: scheme.toLowerCase(),
    host: (wildcard ? `.${host}` : host).toLowerCase(),
    subdomainWildcard: Boolean(wildcard),
    port: port === '*' ? undefined : (port ?? ''),
  };
}

function parseOrigin(origin: string): { scheme: string; host: string; port: string } | undefined {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/:]+)(?::(\d{1,5}))?$/i.exec(origin.trim());
  if (!match) return undefined;
  return { scheme: match[1].toLowerCase(), host: match[2].toLowerCase(), port: match[3] ?? '' };
}

function matches(pattern: OriginPattern, origin: { scheme: string; host: string; port: string }): boolean {
  if (pattern.scheme !== origin.scheme) return false;
  if (pattern.port !== undefined && pattern.port !== origin.port) return false;
  return pattern.subdomainWildcard ? origin.host.endsWith(pattern.host) : pattern.host === origin.host;
}

/** The request headers a browser may send, per the app's needs (auth, role, admin secret, Sentry tracing). */
export const ALLOWED_REQUEST_HEADERS = 'content-type, authorization, x-hasura-role, x-hasura-admin-secret, sentry-trace, baggage';

/** Headers for a response to `origin`; none when the origin is absent or not allowed. */
export function corsHeaders(policy: CorsPolicy, origin: string | undefined, preflight: boolean): Record<string, string> {
  if (!origin || !policy.allows(origin)) return {};
  const headers: Record<string, string> = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
  };
  if (preflight) {
    headers['access-control-allow-methods'] = 'GET, POST, OPTIONS';
    headers['access-control-allow-headers'] = ALLOWED_REQUEST_HEADERS;
    headers['access-control-max-age'] = '1728000';
  }
  return headers;
}
