import * as Sentry from '@sentry/nextjs';
import { scrubBreadcrumb, scrubLinkSecrets, scrubSpan, sentryDataCollection } from './lib/monitoring/sentryPrivacy';
import { tracePropagationTargets } from './lib/monitoring/tracePropagation';

const dsn = process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;

Sentry.init({
  dsn,
  enabled: Boolean(dsn),
  tracesSampleRate: 1,
  // Without it the server would send trace headers to every host it asks (the data service included).
  tracePropagationTargets,
  dataCollection: sentryDataCollection,
  // A password link's token is a key: never in a report (the page's address, the transaction's name).
  beforeBreadcrumb: scrubBreadcrumb,
  beforeSendSpan: scrubSpan,
  beforeSend: scrubLinkSecrets,
  beforeSendTransaction: scrubLinkSecrets,
});
