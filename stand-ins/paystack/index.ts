/** The Paystack stand-in's public entry for tests and scripts. */
export { startPaystackStandIn, type PaystackStandIn, type PaystackStandInOptions } from './server';
export { PAYSTACK_STAND_IN_PORT, PAYSTACK_STAND_IN_SECRET_KEY, PAYSTACK_STAND_IN_WEBHOOK_URL, PAYSTACK_WEBHOOK_RETRY_DELAYS_MS } from './constants';
export { PAYSTACK_SUCCESS_TEST_CARD } from './testCards';
export { signPaystackBody } from './webhookSender';
