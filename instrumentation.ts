import type { Instrumentation } from 'next';

const sentryDsn = () => process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitWithoutPublicOrigin } = await import('./lib/server/publicOrigin');
    exitWithoutPublicOrigin();
    if (sentryDsn()) await import('./sentry.server.config');
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!sentryDsn()) return;
  const { captureRequestError } = await import('@sentry/nextjs');
  captureRequestError(...args);
};
