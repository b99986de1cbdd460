import { DEV_PAYSTACK_SECRET_KEY, paystackConfig, type DataServiceConfig } from '../config';
import type { Logger } from '../log';
import { createPaystackGateway, type PaystackGateway } from './paystack/createPaystackGateway';

/**
 * The service's payment gateway: Paystack at the configured address (the local stand-in in development,
 * which speaks the same API, so the same adapter runs everywhere). `loadConfig` always sets `paystack`;
 * a configuration built by hand without it gets the stand-in.
 */
export function paymentGatewayFromConfig(config: Pick<DataServiceConfig, 'paystack'>, log: Logger): PaystackGateway {
  const paystack = config.paystack ?? paystackConfig({});
  if (paystack.secretKey === DEV_PAYSTACK_SECRET_KEY) log.info(`payments: the local Paystack stand-in at ${paystack.baseUrl}`);
  return createPaystackGateway({
    secretKey: paystack.secretKey,
    baseUrl: paystack.baseUrl,
    dedicatedAccountBank: paystack.dedicatedAccountBank,
    log,
  });
}
