import type { JobQueue } from '../jobs/queue';
import { GatewayUnavailableError, type PaymentGateway } from './gateway';

/**
 * A gateway that never answers (every gateway payment is `payment-gateway-unavailable`, webhooks are refused
 * as unsigned) and a queue that refuses every job: for the benchmarks, which sell from the wallet only and
 * start no gateway.
 */
const unavailable = (): never => {
  throw new GatewayUnavailableError('no payment gateway is configured in this data service');
};

export const NO_GATEWAY: PaymentGateway = {
  name: 'none',
  initializeCheckout: async () => unavailable(),
  chargeByTransfer: async () => unavailable(),
  chargeByUssd: async () => unavailable(),
  verify: async () => unavailable(),
  chargeAuthorization: async () => unavailable(),
  createCustomer: async () => unavailable(),
  assignDedicatedAccount: async () => unavailable(),
  refund: async () => unavailable(),
  findRefund: async () => unavailable(),
  readWebhook: () => null,
};

export const NO_QUEUE: Pick<JobQueue, 'sendInTransaction'> = {
  sendInTransaction: async () => unavailable(),
};
