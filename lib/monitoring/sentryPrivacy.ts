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

/** `beforeBreadcrumb`: clicks and key presses keep which element, never the words on it. */
export function scrubBreadcrumb<B extends { category?: string; message?: string }>(breadcrumb: B): B {
  if (!breadcrumb.category?.startsWith('ui.') || breadcrumb.message === undefined) return breadcrumb;
  return { ...breadcrumb, message: withoutAttributeWords(breadcrumb.message) };
}

/**
 * `beforeSendSpan`: a span's attributes keep which element, never the words on it. Web vitals name the
 * element a slow interaction or a layout shift happened on (`browser.web_vital.inp.target`:
 * `button[aria-label="Choose Chiamaka Nwosu"]`), which on our screens can be a customer's name.
 */
export function scrubSpan<S extends { attributes?: Record<string, unknown> }>(span: S): S {
  if (!span.attributes) return span;
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(span.attributes)) {
    if (typeof value === 'string') attributes[name] = withoutAttributeWords(value);
    else if (typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'string') {
      attributes[name] = { ...value, value: withoutAttributeWords((value as { value: string }).value) };
    } else attributes[name] = value;
  }
  return { ...span, attributes };
}

/** The replay's own click and input breadcrumbs (`beforeAddRecordingEvent`), scrubbed the same way. */
export function scrubRecordingEvent<E>(event: E): E {
  const data = (event as { data?: { tag?: unknown; payload?: unknown } }).data;
  if (data?.tag !== 'breadcrumb' || typeof data.payload !== 'object' || data.payload === null) return event;
  return { ...event, data: { ...data, payload: scrubBreadcrumb(data.payload as { category?: string; message?: string }) } };
}
