import { INTERCOM_SOURCES } from './intercomSources';

/** What the page may reach besides itself; everything here is known at build time but the nonce. */
export interface PolicySettings {
  /** Fresh per response: only the scripts and style tags carrying it run. */
  nonce: string;
  /** The data service's GraphQL endpoint the browser calls (NEXT_PUBLIC_GRAPHQL_URL). */
  dataServiceUrl: string;
  /**
   * NEXT_PUBLIC_EVIDENCE_FILES_URL: where evidence photos are served from when the data service stores them in
   * an S3 bucket (its presigned links' origin). The disk store's links are on the data service's origin.
   */
  evidenceFilesUrl?: string;
  /** NEXT_PUBLIC_SENTRY_DSN when error reporting is on: events go to its origin. */
  sentryDsn?: string;
  /** Intercom's Messenger is configured (NEXT_PUBLIC_INTERCOM_APP_ID). */
  intercom: boolean;
  /** `next dev`: React's development build evaluates strings, and Next's dev runtime adds unnonced styles. */
  development: boolean;
}

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy header for one response. Scripts run only with the nonce ('strict-dynamic'
 * lets them load their own chunks and Intercom's loader); Emotion's style tags carry the nonce too, except
 * with Intercom or under `next dev`, whose unnonced style tags need 'unsafe-inline' (a nonce would switch it
 * off).
 */
export function buildContentSecurityPolicy(settings: PolicySettings): string {
  const nonce = `'nonce-${settings.nonce}'`;
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': [nonce, "'strict-dynamic'", ...(settings.development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", ...(unnoncedStyleTags(settings) ? ["'unsafe-inline'"] : [nonce])],
    // Server-rendered style="" attributes (Chakra's Theme writes color-scheme; Popover and Tooltip, positions).
    // An attribute has no selectors, so it cannot read the page; what it loads is bound by img-src and font-src.
    'style-src-attr': ["'unsafe-inline'"],
    // Evidence photos by their short-lived links: the data service's own (disk store), or the bucket's.
    'img-src': ["'self'", 'data:', 'blob:', ...originOf(settings.dataServiceUrl), ...originOf(settings.evidenceFilesUrl)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...originOf(settings.dataServiceUrl), ...originOf(settings.sentryDsn)],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  // Session Replay compresses in a worker it starts from a blob: URL.
  if (settings.sentryDsn) directives['worker-src'] = ["'self'", 'blob:'];
  if (settings.intercom) addSources(directives, INTERCOM_SOURCES);
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

// Intercom's Messenger and `next dev`'s own runtime (CSS and the error overlay) add style tags without the nonce.
function unnoncedStyleTags(settings: PolicySettings): boolean {
  return settings.intercom || settings.development;
}

// Only an absolute URL names another origin; a relative one is 'self' already.
function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function addSources(directives: Directives, extra: Readonly<Record<string, readonly string[]>>): void {
  for (const [name, sources] of Object.entries(extra)) {
    directives[name] = [...new Set([...(directives[name] ?? ["'self'"]), ...sources])];
  }
}
