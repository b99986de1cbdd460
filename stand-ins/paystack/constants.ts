/**
 * The stand-in's defaults. Its secret key is public by design (the data service's development default is
 * the same value, `DEV_PAYSTACK_SECRET_KEY` in data-service/src/config.ts; a test keeps them equal).
 */
export const PAYSTACK_STAND_IN_SECRET_KEY = 'sk_test_standin_devicecover_local';

export const PAYSTACK_STAND_IN_PORT = 8090;

/** Where the data service takes Paystack's webhooks in development. */
export const PAYSTACK_STAND_IN_WEBHOOK_URL = 'http://127.0.0.1:8080/v1/payments/paystack/webhook';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Paystack's documented retries of a webhook not answered 200 in live mode: every 3 minutes for the first
 * 4 tries, then hourly for 72 hours (test mode: hourly for 10 hours; 30 s per attempt), per
 * https://paystack.com/docs/payments/webhooks/ ("Create a webhook URL", "Go live checklist"). Tests pass
 * short delays instead.
 */
export const PAYSTACK_WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  ...Array.from({ length: 4 }, () => 3 * MINUTE),
  ...Array.from({ length: 72 }, () => HOUR),
];

/** The header Paystack signs webhooks in: HMAC-SHA512 (hex) of the raw body keyed with the secret key. */
export const SIGNATURE_HEADER = 'x-paystack-signature';
