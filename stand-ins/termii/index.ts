/** The Termii stand-in's public entry for tests and scripts. */
export { startTermiiStandIn, type TermiiStandIn, type TermiiStandInOptions } from './server';
export {
  TERMII_REPORT_DELAY_MS,
  TERMII_REPORT_RETRY_DELAYS_MS,
  TERMII_STAND_IN_API_KEY,
  TERMII_STAND_IN_PORT,
  TERMII_STAND_IN_REPORT_URL,
  TERMII_STAND_IN_SECRET_KEY,
} from './constants';
export { signTermiiBody } from './deliveryReports';
export { RECIPIENT_OUTCOMES, type RecipientOutcome } from './outcomes';
export type { DeliveryReport, ReportAttempt, StoredMessage } from './store';
