import { CLAIM_STATUSES, CLAIM_TYPES } from '@/lib/domain/claims';
import { BACK_OFFICE_ROLE } from '../auth/jwt';
import type { ActionMetadata } from '../engine/registry/types';

/**
 * The business actions the service offers (Hasura `actions` + `custom_types`) and their in-process
 * handlers. Signatures PRODUCT.md fixes (`login`) are kept exactly; every action of an agent that creates
 * records takes `idempotency_key: uuid!`, and back office's `advance_claim` the status its caller saw
 * (`from_status`). Money is kobo (`bigint`), dates are Lagos calendar dates (`date`).
 */

const AGENT = [{ role: 'agent' }];
const ANYONE = [{ role: 'anonymous' }, { role: 'agent' }];
// Back office (claim handling) is no part of the app: `npm run claim:advance` stands in for it.
const BACK_OFFICE = [{ role: BACK_OFFICE_ROLE }];

export const ACTIONS: ActionMetadata[] = [
  {
    name: 'login',
    definition: { type: 'mutation', arguments: 'partner_code: String!, identifier: String!, password: String!', output_type: 'login_output!' },
    permissions: ANYONE,
  },
  {
    // Ends every session of the calling agent: its tokens are refused from then on (invalid-jwt).
    name: 'logout',
    definition: { type: 'mutation', arguments: '', output_type: 'Boolean!' },
    permissions: AGENT,
  },
  {
    name: 'onboard_customer',
    definition: {
      type: 'mutation',
      arguments: 'idempotency_key: uuid!, customer: onboard_customer_input!, device: device_input!',
      output_type: 'onboard_customer_output!',
    },
    permissions: AGENT,
  },
  {
    name: 'add_device',
    definition: { type: 'mutation', arguments: 'idempotency_key: uuid!, customer_id: uuid!, device: device_input!', output_type: 'add_device_output!' },
    permissions: AGENT,
  },
  {
    name: 'quote_plan',
    definition: { type: 'query', arguments: 'device_id: uuid!, renewal_of_order_id: uuid', output_type: '[plan_quote!]!' },
    permissions: AGENT,
  },
  {
    name: 'buy_plan',
    definition: {
      type: 'mutation',
      arguments:
        'idempotency_key: uuid!, device_id: uuid!, plan_id: uuid!, billing: billing_type!, payment_method: payment_method!, card: card_input, renewal_of_order_id: uuid',
      output_type: 'buy_plan_output!',
    },
    permissions: AGENT,
  },
  {
    name: 'fund_wallet',
    definition: { type: 'mutation', arguments: 'idempotency_key: uuid!, amount_kobo: bigint!, card: card_input!', output_type: 'fund_wallet_output!' },
    permissions: AGENT,
  },
  {
    name: 'submit_claim',
    definition: {
      type: 'mutation',
      arguments:
        'idempotency_key: uuid!, order_id: uuid!, claim_type: claim_type!, incident_date: date!, description: String!, police_report_number: String',
      output_type: 'submit_claim_output!',
    },
    permissions: AGENT,
  },
  {
    // What a claim on the order would be (excess per covered type, waiting period), before it is filed.
    name: 'quote_claim',
    definition: { type: 'query', arguments: 'order_id: uuid!', output_type: 'claim_quote!' },
    permissions: AGENT,
  },
  {
    name: 'advance_claim',
    definition: {
      type: 'mutation',
      arguments:
        'reference: String!, ' +
        '"The status the caller saw the claim in: once the claim has left it, the move is refused (claim-status-changed), ' +
        'unless it is the move that took it away, repeated" from_status: claim_status!, ' +
        '"Where to move it; by default its first next status (APPROVED after UNDER_REVIEW)" to_status: claim_status, ' +
        'note: String',
      output_type: 'advance_claim_output!',
    },
    permissions: BACK_OFFICE,
  },
  {
    name: 'verify_card',
    definition: {
      type: 'query',
      arguments:
        '"The card\'s verification code (exact), or its policy number (case and spaces ignored)" code: String!, ' +
        '"The last 4 digits of the device\'s IMEI: needed with a policy number, ignored with a verification code" imei_last4: String',
      output_type: 'verify_card_output',
    },
    permissions: ANYONE,
  },
];

/** GraphQL SDL of the input and output types the actions use. */
export const CUSTOM_TYPES = /* GraphQL */ `
"""Pay the whole term now, or in 12 monthly instalments (only where the partner allows it)."""
enum billing_type {
  PREPAID
  POSTPAID
}

enum payment_method {
  WALLET
  CARD
}

enum claim_type {
  ${CLAIM_TYPES.join('\n  ')}
}

enum claim_status {
  ${CLAIM_STATUSES.join('\n  ')}
}

input onboard_customer_input {
  first_name: String!
  last_name: String!
  """Nigerian mobile number in any accepted form (0…, 234…, +234…); stored as E.164."""
  phone: String!
  email: String
  """MALE or FEMALE"""
  gender: String!
  date_of_birth: date!
  address: String!
  """One of the 36 states or Federal Capital Territory."""
  state: String!
  """VNIN, VIN, PASSPORT or DRIVERLICENCE"""
  id_type: String!
  """Of a vNIN only the last 4 characters are kept."""
  id_number: String!
}

input device_input {
  imei: String!
  imei2: String
  brand: String!
  model: String!
  purchase_price_kobo: bigint!
  purchase_date: date!
}

"""A card for the sandbox gateway; only its last 4 digits are kept."""
input card_input {
  number: String!
  expiry_month: Int!
  expiry_year: Int!
  cvv: String!
}

type login_output {
  token: String!
  expires_at: timestamptz!
  agent_id: uuid!
  partner_id: uuid!
  first_name: String!
  last_name: String!
  phone: String!
  email: String
}

type onboard_customer_output {
  customer_id: uuid!
  device_id: uuid!
  plan_eligible: Boolean!
  ineligible_reason: String
}

type add_device_output {
  customer_id: uuid!
  device_id: uuid!
  plan_eligible: Boolean!
  ineligible_reason: String
}

type plan_quote {
  plan_id: uuid!
  code: String!
  name: String!
  description: String!
  covers: [claim_type!]!
  term_months: Int!
  claims_per_term: Int!
  device_value_kobo: bigint!
  prepaid_premium_kobo: bigint!
  """Null when the partner does not allow postpaid plans."""
  postpaid_instalment_kobo: bigint
  postpaid_instalments: Int
  postpaid_total_kobo: bigint
  excess_kobo: bigint!
  """Excess of a theft claim, for plans that cover theft."""
  theft_excess_kobo: bigint
  starts_on: date!
  ends_on: date!
}

type buy_plan_output {
  order_id: uuid!
  reference: String!
  policy_number: String!
  """The protection card's unguessable code, for its QR link to /verify (verify_card)."""
  verification_code: String!
  status: String!
  billing: billing_type!
  premium_kobo: bigint!
  instalment_kobo: bigint
  instalments: Int!
  amount_paid_kobo: bigint!
  commission_kobo: bigint!
  wallet_balance_kobo: bigint!
  payment_id: uuid!
  payment_reference: String!
  starts_on: date!
  ends_on: date!
}

type fund_wallet_output {
  payment_id: uuid!
  reference: String!
  amount_kobo: bigint!
  wallet_balance_kobo: bigint!
  wallet_transaction_id: uuid!
}

type submit_claim_output {
  claim_id: uuid!
  reference: String!
  status: String!
  excess_kobo: bigint!
}

type claim_quote {
  order_id: uuid!
  reference: String!
  plan_name: String!
  starts_on: date!
  ends_on: date!
  claims_per_term: Int!
  """Claims on this order that count against the term (all but rejected ones)."""
  claims_used: Int!
  """The device's open claim: no other can be filed until it is completed or rejected."""
  open_claim: open_claim_ref
  """One per claim type the plan covers."""
  options: [claim_type_option!]!
}

type open_claim_ref {
  claim_id: uuid!
  reference: String!
}

type claim_type_option {
  claim_type: claim_type!
  """The excess a claim of this type would carry."""
  excess_kobo: bigint!
  """The first incident date covered: the plan's start plus the waiting period."""
  covered_from: date!
}

type advance_claim_output {
  claim_id: uuid!
  reference: String!
  from_status: claim_status!
  to_status: claim_status!
  """The timeline event the move added."""
  event_id: uuid!
}

type verify_card_output {
  policy_number: String!
  """True while the cover runs today."""
  valid: Boolean!
  """ACTIVE, NOT_STARTED, EXPIRED or CANCELLED"""
  status: String!
  partner_name: String!
  plan_name: String!
  starts_on: date!
  ends_on: date!
  device_brand: String!
  device_model: String!
  """Only the last 4 digits: •••••••••••7518"""
  masked_imei: String!
}
`;
