import { DEV_TERMII_API_KEY, termiiConfig, type DataServiceConfig, type TermiiConfig } from '../config';
import type { Logger } from '../log';
import type { SmsProvider } from './smsProvider';
import { createTermiiSms } from './termii/termiiSms';

/** How long a send may wait for Termii before the job tries again later. */
const TERMII_TIMEOUT_MS = 15_000;

/**
 * The service's SMS provider: Termii at the configured base URL (the local stand-in in development, which
 * speaks the same API, so the same adapter runs everywhere). `loadConfig` always sets `termii`; a
 * configuration built by hand without it gets the stand-in.
 */
export function smsProviderFromConfig(config: Pick<DataServiceConfig, 'termii'>, log: Logger): SmsProvider & { close(): Promise<void> } {
  const termii = termiiSettings(config);
  if (termii.apiKey === DEV_TERMII_API_KEY) log.info(`messages: the local Termii stand-in at ${termii.baseUrl}`);
  return createTermiiSms({ baseUrl: termii.baseUrl, apiKey: termii.apiKey, secretKey: termii.secretKey, timeoutMs: TERMII_TIMEOUT_MS, log });
}

/** The configured Termii account, or the stand-in's. */
export function termiiSettings(config: Pick<DataServiceConfig, 'termii'>): TermiiConfig {
  return config.termii ?? termiiConfig({});
}
