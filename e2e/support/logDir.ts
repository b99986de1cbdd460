/**
 * Where the e2e run's servers' output (e2e/support/teeOutput.mjs) and error reports (errorRecorder.ts) are
 * also written, for the card-data sweep after the run (scripts/e2e-card-data-sweep.ts, called by
 * scripts/e2e.mjs); emptied when the run's data service starts.
 */
export const E2E_LOG_DIR = '.data/e2e-logs';
