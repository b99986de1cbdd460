/**
 * The stand-in's defaults. Both keys are public test values, written here and in stand-ins/README.md: a data
 * service with `NODE_ENV=production` must refuse them (the data service enforces that, not the stand-in).
 */

/** The `api_key` it accepts in the body of `POST /api/sms/send` (Termii authenticates by body, not header). */
export const TERMII_STAND_IN_API_KEY = 'TL_standin_devicecover_local';

/** The secret key it signs delivery reports with (Termii's dashboard "secret key"). */
export const TERMII_STAND_IN_SECRET_KEY = 'termii_standin_secret_local';

export const TERMII_STAND_IN_PORT = 8091;

/** Where the data service takes Termii's delivery reports in development. */
export const TERMII_STAND_IN_REPORT_URL = 'http://127.0.0.1:8080/v1/messages/termii/report';

/** How long after a send the handset "answers" and the delivery report goes out. */
export const TERMII_REPORT_DELAY_MS = 1000;

/**
 * Termii documents no retry schedule for its webhooks; ours retries a report not answered 2xx three times
 * (5 s, 30 s, 2 min later) so a data service that was restarting still gets it. Tests pass short delays.
 */
export const TERMII_REPORT_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000];

/** How long our side may take to answer one report before the attempt counts as failed. */
export const REPORT_TIMEOUT_MS = 10_000;

/** The header Termii signs events in: HMAC-SHA512 of the raw body keyed with the secret key (hex, our choice). */
export const SIGNATURE_HEADER = 'x-termii-signature';

/** The `user` of a send's answer: Termii names the account holder there. */
export const STAND_IN_USER = 'DeviceCover Stand-in';

/**
 * Money in kobo, so sums stay exact. Termii bills per page and answers with the balance left; the report's
 * `cost` in Termii's example is "3.9" for one page, so one page costs ₦3.90 here. The balance only shows the
 * charge: it never runs out (Termii's "Insufficient balance" refusal is not modelled), and a reset refills it.
 */
export const PAGE_COST_KOBO = 390;
export const STARTING_BALANCE_KOBO = 10_000_000;
