import { z } from 'zod';
import type { DedicatedAccount } from '../gateway';
import { paystackId } from './paystackValues';

/** POST /dedicated_account: a bank account that is the customer's for good (an agent's wallet top-ups). */
export const DEDICATED_ACCOUNT_PATH = '/dedicated_account';

export function dedicatedAccountBody(customerCode: string, preferredBank: string | undefined) {
  return { customer: customerCode, ...(preferredBank ? { preferred_bank: preferredBank } : {}) };
}

/** The account object of the create answer and of `dedicatedaccount.assign.success` (there `data.dedicated_account`). */
export const dedicatedAccountObject = z.object({
  id: paystackId,
  account_number: z.string().min(1),
  account_name: z.string(),
  bank: z.object({ name: z.string() }),
  assigned: z.boolean().optional(),
});

export function toDedicatedAccount(account: z.output<typeof dedicatedAccountObject>, customerCode: string): DedicatedAccount {
  return {
    id: account.id,
    accountNumber: account.account_number,
    accountName: account.account_name,
    bankName: account.bank.name,
    customerCode,
  };
}

/**
 * The create answer: the account at once, or (when the provider assigns it later) no account yet, which
 * `dedicatedaccount.assign.success` brings.
 */
export const dedicatedAccountAnswer = z
  .union([
    dedicatedAccountObject.extend({ customer: z.object({ customer_code: z.string() }) }),
    z.unknown().transform(() => null),
  ])
  .transform((data) => (data && data.assigned !== false ? toDedicatedAccount(data, data.customer.customer_code) : null));
