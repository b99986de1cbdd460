// Sentry loads only when a DSN is configured, and then outside the first-load bundle.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void import('./sentry.client.config');
}
