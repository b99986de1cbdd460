import { graphql } from '@/lib/graphql/generated';
import type { VerifyCardQuery } from '@/lib/graphql/generated/graphql';

export type VerifyCardAnswer = NonNullable<VerifyCardQuery['verify_card']>;

/**
 * The public check of a protection card, by its verification code or by policy number with the IMEI's last
 * 4 digits. Sent without a token (lib/graphql/operations.test.ts checks it against the anonymous role);
 * the answer carries nothing about the customer.
 */
export const VerifyCard = graphql(`
  query VerifyCard($code: String!, $imeiLast4: String) {
    verify_card(code: $code, imei_last4: $imeiLast4) {
      policy_number
      valid
      status
      partner_name
      plan_name
      starts_on
      ends_on
      device_brand
      device_model
      masked_imei
    }
  }
`);
