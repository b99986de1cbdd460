import * as Sentry from '@sentry/nextjs';
import { scrubBreadcrumb, scrubLinkSecrets, scrubSpan, sentryDataCollection } from './lib/monitoring/sentryPrivacy';
import { tracePropagationTargets } from './lib/monitoring/tracePropagation';

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

Sentry.init({
  dsn,
  enabled: Boolean(dsn),
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  tracePropagationTargets,
  dataCollection: sentryDataCollection,
  beforeBreadcrumb: scrubBreadcrumb,
  beforeSendSpan: scrubSpan,
  beforeSend: scrubLinkSecrets,
  beforeSendTransaction: scrubLinkSecrets,
  integrations: [Sentry.browserTracingIntegration()],
});

// Session replay is the heaviest part of the SDK: add it once the page is idle.
if (dsn && typeof window !== 'undefined') {
  const addReplay = () => void import('./lib/monitoring/replay').then(({ addReplay }) => addReplay());
  if ('requestIdleCallback' in window) window.requestIdleCallback(addReplay);
  else setTimeout(addReplay, 2000);
}
