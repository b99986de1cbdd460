import type { init } from '@sentry/nextjs';

type DataCollection = NonNullable<Parameters<typeof init>[0]>['dataCollection'];

/**
 * Shared shop computers and customer PII: never send cookies (the token lives there), headers, bodies,
 * query strings, user details or GraphQL variables. The operation text alone is enough to debug.
 */
export const sentryDataCollection: DataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  graphQL: { document: true, variables: false },
};

/** The attributes the SDK quotes when it describes an element, whose words can name a customer. */
const WORDED_ATTRIBUTE = /\[(aria-label|title|alt)="(?:[^"\\]|\\.)*"\]/g;

/**
 * A clicked or typed-in element as the SDK describes it (`button.primary[aria-label="Choose Ada Obi"]`),
 * its attributes' words left out (`button.primary[aria-label]`).
 */
export function withoutAttributeWords(description: string): string {
  return description.replace(WORDED_ATTRIBUTE, '[$1]');
}

/** A one-time password link's secret in a path (`/password/<token>`, components/password-link): it opens an account. */
const LINK_SECRET = /\/password\/[A-Za-z0-9_-]{8,}/g;
const LINK_SECRET_SHOWN = '/password/[token]';

/** Text with every password link's token left out (`/password/[token]`). */
export function withoutLinkSecrets(text: string): string {
  return text.includes('/password/') ? text.replace(LINK_SECRET, LINK_SECRET_SHOWN) : text;
}

/**
 * `beforeSend` and `beforeSendTransaction`: a password link's token never leaves the browser or the server
 * in a report — the page's address, a navigation, a request's URL, the transaction's name. Every string of
 * the event is read (an event is small; only those naming /password/ are rewritten).
 */
export function scrubLinkSecrets<T>(value: T): T {
  if (typeof value === 'string') return withoutLinkSecrets(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubLinkSecrets(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubLinkSecrets(item)])) as T;
}

/** `beforeBreadcrumb`: clicks and key presses keep which element, never the words on it; no link's token anywhere. */
export function scrubBreadcrumb<B extends { category?: string; message?: string }>(breadcrumb: B): B {
  const scrubbed = JSON.stringify(breadcrumb).includes('/password/') ? scrubLinkSecrets(breadcrumb) : breadcrumb;
  if (!scrubbed.category?.startsWith('ui.') || scrubbed.message === undefined) return scrubbed;
  return { ...scrubbed, message: withoutAttributeWords(scrubbed.message) };
}

/**
 * `beforeSendSpan`: a span's attributes keep which element, never the words on it. Web vitals name the
 * element a slow interaction or a layout shift happened on (`browser.web_vital.inp.target`:
 * `button[aria-label="Choose Chiamaka Nwosu"]`), which on our screens can be a customer's name.
 */
export function scrubSpan<S extends { description?: string; attributes?: Record<string, unknown> }>(span: S): S {
  if (!span.attributes) return span.description === undefined ? span : { ...span, description: withoutLinkSecrets(span.description) };
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(span.attributes)) {
    if (typeof value === 'string') attributes[name] = withoutLinkSecrets(withoutAttributeWords(value));
    else if (typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'string') {
      attributes[name] = { ...value, value: withoutLinkSecrets(withoutAttributeWords((value as { value: string }).value)) };
    } else attributes[name] = value;
  }
  return { ...span, ...(span.description === undefined ? {} : { description: withoutLinkSecrets(span.description) }), attributes };
}

// rrweb's event that records the page's address (its `data.href`).
const RECORDING_META_EVENT = 4;

/** The replay's own click and input breadcrumbs (`beforeAddRecordingEvent`), scrubbed the same way; its page addresses without a link's token. */
export function scrubRecordingEvent<E>(event: E): E {
  const data = (event as { type?: unknown; data?: { tag?: unknown; payload?: unknown; href?: unknown } }).data;
  if ((event as { type?: unknown }).type === RECORDING_META_EVENT && typeof data?.href === 'string') return { ...event, data: { ...data, href: withoutLinkSecrets(data.href) } };
  if (data?.tag !== 'breadcrumb' || typeof data.payload !== 'object' || data.payload === null) return event;
  return { ...event, data: { ...data, payload: scrubBreadcrumb(data.payload as { category?: string; message?: string }) } };
}
