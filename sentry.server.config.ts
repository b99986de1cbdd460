import * as Sentry from '@sentry/nextjs';
import { sentryDataCollection } from './lib/monitoring/sentryPrivacy';

const dsn = process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;

Sentry.init({
  dsn,
  enabled: Boolean(dsn),
  tracesSampleRate: 1,
  dataCollection: sentryDataCollection,
});
