import { objectType } from './declareAction';

/** The account a customer transfers to for one payment (pay-with-transfer), as the agent reads it out. */
export const TRANSFER_ACCOUNT = objectType('transfer_account', {
  account_number: { type: 'String!' },
  account_name: { type: 'String!' },
  bank_name: { type: 'String!' },
  amount_kobo: { type: 'bigint!', description: 'The exact amount to send.' },
  expires_at: { type: 'timestamptz!' },
});

/**
 * A payment as its screen shows it: where it stands, and what the customer does next while it is pending
 * (open the checkout page, transfer to the account, dial the USSD code). Never any card data.
 */
export const PAYMENT_STATE = objectType('payment_state', {
  payment_id: { type: 'uuid!' },
  reference: { type: 'String!', description: 'Ours, PAY-<YEAR>-<6 digits>: the gateway knows the payment by it.' },
  purpose: { type: 'String!', description: 'PLAN_PURCHASE, WALLET_FUNDING, INSTALMENT or EXCESS' },
  method: { type: 'String!', description: 'WALLET, CARD, TRANSFER or USSD' },
  status: { type: 'String!', description: 'PENDING, SUCCEEDED, FAILED, ABANDONED or REFUNDED' },
  amount_kobo: { type: 'bigint!' },
  refunded_kobo: { type: 'bigint!' },
  channel: { type: 'String', description: "The gateway's channel once paid: card, bank_transfer, ussd, dedicated_nuban" },
  gateway_reference: { type: 'String', description: "The reference the gateway knows this attempt by" },
  checkout_url: { type: 'String', description: "Card: the gateway's checkout page, while pending." },
  transfer: { type: TRANSFER_ACCOUNT, description: 'Transfer: where to send the money, while pending.' },
  ussd_code: { type: 'String', description: 'USSD: what the customer dials, while pending.' },
  failure_reason: { type: 'String' },
  card_last4: { type: 'String', description: 'As the gateway reported it after a card payment.' },
  order_id: { type: 'uuid' },
  order_status: { type: 'String' },
  claim_id: { type: 'uuid', description: 'An excess payment: the claim it pays for.' },
  wallet_balance_kobo: { type: 'bigint', description: "The agent's balance after a wallet funding was credited." },
  updated_at: { type: 'timestamptz!' },
});
