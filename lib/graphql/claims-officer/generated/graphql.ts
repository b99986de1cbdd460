/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Boolean expression to compare columns of type "Boolean". All fields are combined with logical 'AND'. */
export type Boolean_Comparison_Exp = {
  _eq?: boolean | null | undefined;
  _gt?: boolean | null | undefined;
  _gte?: boolean | null | undefined;
  _in?: Array<boolean> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: boolean | null | undefined;
  _lte?: boolean | null | undefined;
  _neq?: boolean | null | undefined;
  _nin?: Array<boolean> | null | undefined;
};

/** Boolean expression to compare columns of type "Int". All fields are combined with logical 'AND'. */
export type Int_Comparison_Exp = {
  _eq?: number | null | undefined;
  _gt?: number | null | undefined;
  _gte?: number | null | undefined;
  _in?: Array<number> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: number | null | undefined;
  _lte?: number | null | undefined;
  _neq?: number | null | undefined;
  _nin?: Array<number> | null | undefined;
};

/** Boolean expression to compare columns of type "String". All fields are combined with logical 'AND'. */
export type String_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  /** does the column match the given case-insensitive pattern */
  _ilike?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  /** does the column match the given POSIX regular expression, case insensitive */
  _iregex?: string | null | undefined;
  _is_null?: boolean | null | undefined;
  /** does the column match the given pattern */
  _like?: string | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  /** does the column NOT match the given case-insensitive pattern */
  _nilike?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case insensitive */
  _niregex?: string | null | undefined;
  /** does the column NOT match the given pattern */
  _nlike?: string | null | undefined;
  /** does the column NOT match the given POSIX regular expression, case sensitive */
  _nregex?: string | null | undefined;
  /** does the column NOT match the given SQL regular expression */
  _nsimilar?: string | null | undefined;
  /** does the column match the given POSIX regular expression, case sensitive */
  _regex?: string | null | undefined;
  /** does the column match the given SQL regular expression */
  _similar?: string | null | undefined;
};

/** Boolean expression to filter rows from the table "agent". All fields are combined with a logical 'AND'. */
export type Agent_Bool_Exp = {
  _and?: Array<Agent_Bool_Exp> | null | undefined;
  _not?: Agent_Bool_Exp | null | undefined;
  _or?: Array<Agent_Bool_Exp> | null | undefined;
  claims?: Claim_Bool_Exp | null | undefined;
  customers?: Customer_Bool_Exp | null | undefined;
  email?: String_Comparison_Exp | null | undefined;
  first_name?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  last_name?: String_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  payments?: Payment_Bool_Exp | null | undefined;
  phone?: String_Comparison_Exp | null | undefined;
  plan_orders?: Plan_Order_Bool_Exp | null | undefined;
  role?: String_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  team_lead?: Agent_Bool_Exp | null | undefined;
  team_members?: Agent_Bool_Exp | null | undefined;
};

/** Boolean expression to compare columns of type "bigint". All fields are combined with logical 'AND'. */
export type Bigint_Comparison_Exp = {
  _eq?: number | null | undefined;
  _gt?: number | null | undefined;
  _gte?: number | null | undefined;
  _in?: Array<number> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: number | null | undefined;
  _lte?: number | null | undefined;
  _neq?: number | null | undefined;
  _nin?: Array<number> | null | undefined;
};

/** Boolean expression to filter rows from the table "claim". All fields are combined with a logical 'AND'. */
export type Claim_Bool_Exp = {
  _and?: Array<Claim_Bool_Exp> | null | undefined;
  _not?: Claim_Bool_Exp | null | undefined;
  _or?: Array<Claim_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  claim_events?: Claim_Event_Bool_Exp | null | undefined;
  claim_type?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  customer?: Customer_Bool_Exp | null | undefined;
  customer_id?: Uuid_Comparison_Exp | null | undefined;
  description?: String_Comparison_Exp | null | undefined;
  device?: Device_Bool_Exp | null | undefined;
  device_id?: Uuid_Comparison_Exp | null | undefined;
  evidence?: Evidence_Bool_Exp | null | undefined;
  evidence_requested_at?: Timestamptz_Comparison_Exp | null | undefined;
  excess_kobo?: Bigint_Comparison_Exp | null | undefined;
  excess_payment?: Payment_Bool_Exp | null | undefined;
  excess_payment_id?: Uuid_Comparison_Exp | null | undefined;
  excess_payments?: Payment_Bool_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  incident_date?: Date_Comparison_Exp | null | undefined;
  notes?: Claim_Note_Bool_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  plan_order?: Plan_Order_Bool_Exp | null | undefined;
  plan_order_id?: Uuid_Comparison_Exp | null | undefined;
  police_report_number?: String_Comparison_Exp | null | undefined;
  reference?: String_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "claim_event". All fields are combined with a logical 'AND'. */
export type Claim_Event_Bool_Exp = {
  _and?: Array<Claim_Event_Bool_Exp> | null | undefined;
  _not?: Claim_Event_Bool_Exp | null | undefined;
  _or?: Array<Claim_Event_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  claim?: Claim_Bool_Exp | null | undefined;
  claim_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  note?: String_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  payment?: Payment_Bool_Exp | null | undefined;
  payment_id?: Uuid_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "claim_note". All fields are combined with a logical 'AND'. */
export type Claim_Note_Bool_Exp = {
  _and?: Array<Claim_Note_Bool_Exp> | null | undefined;
  _not?: Claim_Note_Bool_Exp | null | undefined;
  _or?: Array<Claim_Note_Bool_Exp> | null | undefined;
  author?: Agent_Bool_Exp | null | undefined;
  author_id?: Uuid_Comparison_Exp | null | undefined;
  author_role?: String_Comparison_Exp | null | undefined;
  body?: String_Comparison_Exp | null | undefined;
  claim?: Claim_Bool_Exp | null | undefined;
  claim_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
};

export type Claim_Status =
  | 'APPROVED'
  | 'COMPLETED'
  | 'IN_REPAIR'
  | 'READY_FOR_PICKUP'
  | 'REJECTED'
  | 'SUBMITTED'
  | 'UNDER_REVIEW';

/** Boolean expression to filter rows from the table "cover_gap". All fields are combined with a logical 'AND'. */
export type Cover_Gap_Bool_Exp = {
  _and?: Array<Cover_Gap_Bool_Exp> | null | undefined;
  _not?: Cover_Gap_Bool_Exp | null | undefined;
  _or?: Array<Cover_Gap_Bool_Exp> | null | undefined;
  from_on?: Date_Comparison_Exp | null | undefined;
  order?: Plan_Order_Bool_Exp | null | undefined;
  order_id?: Uuid_Comparison_Exp | null | undefined;
  until_on?: Date_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "customer". All fields are combined with a logical 'AND'. */
export type Customer_Bool_Exp = {
  _and?: Array<Customer_Bool_Exp> | null | undefined;
  _not?: Customer_Bool_Exp | null | undefined;
  _or?: Array<Customer_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  claims?: Claim_Bool_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  devices?: Device_Bool_Exp | null | undefined;
  first_name?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  last_name?: String_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  phone?: String_Comparison_Exp | null | undefined;
  plan_orders?: Plan_Order_Bool_Exp | null | undefined;
  search_name?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to compare columns of type "date". All fields are combined with logical 'AND'. */
export type Date_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

/** Boolean expression to filter rows from the table "device". All fields are combined with a logical 'AND'. */
export type Device_Bool_Exp = {
  _and?: Array<Device_Bool_Exp> | null | undefined;
  _not?: Device_Bool_Exp | null | undefined;
  _or?: Array<Device_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  brand?: String_Comparison_Exp | null | undefined;
  claims?: Claim_Bool_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  customer?: Customer_Bool_Exp | null | undefined;
  customer_id?: Uuid_Comparison_Exp | null | undefined;
  evidence?: Evidence_Bool_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  imei?: String_Comparison_Exp | null | undefined;
  imei2?: String_Comparison_Exp | null | undefined;
  model?: String_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  plan_orders?: Plan_Order_Bool_Exp | null | undefined;
  purchase_date?: Date_Comparison_Exp | null | undefined;
  purchase_price_kobo?: Bigint_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "evidence". All fields are combined with a logical 'AND'. */
export type Evidence_Bool_Exp = {
  _and?: Array<Evidence_Bool_Exp> | null | undefined;
  _not?: Evidence_Bool_Exp | null | undefined;
  _or?: Array<Evidence_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  attached_at?: Timestamptz_Comparison_Exp | null | undefined;
  claim?: Claim_Bool_Exp | null | undefined;
  claim_id?: Uuid_Comparison_Exp | null | undefined;
  content_type?: String_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  device?: Device_Bool_Exp | null | undefined;
  device_id?: Uuid_Comparison_Exp | null | undefined;
  height?: Int_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  kind?: String_Comparison_Exp | null | undefined;
  matched_by?: Evidence_Match_Bool_Exp | null | undefined;
  matches?: Evidence_Match_Bool_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  plan_order?: Plan_Order_Bool_Exp | null | undefined;
  plan_order_id?: Uuid_Comparison_Exp | null | undefined;
  size_bytes?: Int_Comparison_Exp | null | undefined;
  width?: Int_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "evidence_match". All fields are combined with a logical 'AND'. */
export type Evidence_Match_Bool_Exp = {
  _and?: Array<Evidence_Match_Bool_Exp> | null | undefined;
  _not?: Evidence_Match_Bool_Exp | null | undefined;
  _or?: Array<Evidence_Match_Bool_Exp> | null | undefined;
  distance?: Int_Comparison_Exp | null | undefined;
  evidence?: Evidence_Bool_Exp | null | undefined;
  evidence_id?: Uuid_Comparison_Exp | null | undefined;
  matched_evidence?: Evidence_Bool_Exp | null | undefined;
  matched_evidence_id?: Uuid_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
};

export type Jsonb_Cast_Exp = {
  String?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to compare columns of type "jsonb". All fields are combined with logical 'AND'. */
export type Jsonb_Comparison_Exp = {
  _cast?: Jsonb_Cast_Exp | null | undefined;
  /** is the column contained in the given json value */
  _contained_in?: unknown;
  /** does the column contain the given json value at the top level */
  _contains?: unknown;
  _eq?: unknown;
  _gt?: unknown;
  _gte?: unknown;
  /** does the string exist as a top-level key in the column */
  _has_key?: string | null | undefined;
  /** do all of these strings exist as top-level keys in the column */
  _has_keys_all?: Array<string> | null | undefined;
  /** do any of these strings exist as top-level keys in the column */
  _has_keys_any?: Array<string> | null | undefined;
  _in?: Array<unknown> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: unknown;
  _lte?: unknown;
  _neq?: unknown;
  _nin?: Array<unknown> | null | undefined;
};

/** column ordering options */
export type Order_By =
  /** in ascending order, nulls last */
  | 'asc'
  /** in ascending order, nulls first */
  | 'asc_nulls_first'
  /** in ascending order, nulls last */
  | 'asc_nulls_last'
  /** in descending order, nulls first */
  | 'desc'
  /** in descending order, nulls first */
  | 'desc_nulls_first'
  /** in descending order, nulls last */
  | 'desc_nulls_last';

/** Boolean expression to filter rows from the table "partner". All fields are combined with a logical 'AND'. */
export type Partner_Bool_Exp = {
  _and?: Array<Partner_Bool_Exp> | null | undefined;
  _not?: Partner_Bool_Exp | null | undefined;
  _or?: Array<Partner_Bool_Exp> | null | undefined;
  allow_postpaid_plan?: Boolean_Comparison_Exp | null | undefined;
  code?: String_Comparison_Exp | null | undefined;
  demo_login_hint?: String_Comparison_Exp | null | undefined;
  demo_staff_hint?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  plans?: Plan_Bool_Exp | null | undefined;
  support_email?: String_Comparison_Exp | null | undefined;
  support_phone?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "payment". All fields are combined with a logical 'AND'. */
export type Payment_Bool_Exp = {
  _and?: Array<Payment_Bool_Exp> | null | undefined;
  _not?: Payment_Bool_Exp | null | undefined;
  _or?: Array<Payment_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  amount_kobo?: Bigint_Comparison_Exp | null | undefined;
  card_last4?: String_Comparison_Exp | null | undefined;
  channel?: String_Comparison_Exp | null | undefined;
  claim?: Claim_Bool_Exp | null | undefined;
  claim_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  method?: String_Comparison_Exp | null | undefined;
  paid_at?: Timestamptz_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  plan_order?: Plan_Order_Bool_Exp | null | undefined;
  purpose?: String_Comparison_Exp | null | undefined;
  reference?: String_Comparison_Exp | null | undefined;
  refunded_kobo?: Bigint_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "plan". All fields are combined with a logical 'AND'. */
export type Plan_Bool_Exp = {
  _and?: Array<Plan_Bool_Exp> | null | undefined;
  _not?: Plan_Bool_Exp | null | undefined;
  _or?: Array<Plan_Bool_Exp> | null | undefined;
  active?: Boolean_Comparison_Exp | null | undefined;
  claims_per_term?: Int_Comparison_Exp | null | undefined;
  code?: String_Comparison_Exp | null | undefined;
  covers?: Jsonb_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  description?: String_Comparison_Exp | null | undefined;
  excess_kobo?: Bigint_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  inspection_photos?: Jsonb_Comparison_Exp | null | undefined;
  min_premium_kobo?: Bigint_Comparison_Exp | null | undefined;
  name?: String_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  plan_orders?: Plan_Order_Bool_Exp | null | undefined;
  premium_rate_bp?: Int_Comparison_Exp | null | undefined;
  refund_after_cooling_off?: String_Comparison_Exp | null | undefined;
  sort_order?: Int_Comparison_Exp | null | undefined;
  term_months?: Int_Comparison_Exp | null | undefined;
  theft_excess_rate_bp?: Int_Comparison_Exp | null | undefined;
  version?: Int_Comparison_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "plan_order". All fields are combined with a logical 'AND'. */
export type Plan_Order_Bool_Exp = {
  _and?: Array<Plan_Order_Bool_Exp> | null | undefined;
  _not?: Plan_Order_Bool_Exp | null | undefined;
  _or?: Array<Plan_Order_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  amount_paid_kobo?: Bigint_Comparison_Exp | null | undefined;
  billing?: String_Comparison_Exp | null | undefined;
  cancel_reason?: String_Comparison_Exp | null | undefined;
  cancelled_at?: Timestamptz_Comparison_Exp | null | undefined;
  claims?: Claim_Bool_Exp | null | undefined;
  commission_kobo?: Bigint_Comparison_Exp | null | undefined;
  cover_gaps?: Cover_Gap_Bool_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  customer?: Customer_Bool_Exp | null | undefined;
  customer_id?: Uuid_Comparison_Exp | null | undefined;
  device?: Device_Bool_Exp | null | undefined;
  device_id?: Uuid_Comparison_Exp | null | undefined;
  ends_on?: Date_Comparison_Exp | null | undefined;
  evidence?: Evidence_Bool_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  instalment_kobo?: Bigint_Comparison_Exp | null | undefined;
  instalments?: Int_Comparison_Exp | null | undefined;
  lapsed_on?: Date_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  payments?: Payment_Bool_Exp | null | undefined;
  plan?: Plan_Bool_Exp | null | undefined;
  plan_id?: Uuid_Comparison_Exp | null | undefined;
  policy_number?: String_Comparison_Exp | null | undefined;
  premium_kobo?: Bigint_Comparison_Exp | null | undefined;
  reference?: String_Comparison_Exp | null | undefined;
  renewal_of?: Plan_Order_Bool_Exp | null | undefined;
  renewal_of_id?: Uuid_Comparison_Exp | null | undefined;
  renewals?: Plan_Order_Bool_Exp | null | undefined;
  starts_on?: Date_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
};

/** Boolean expression to compare columns of type "timestamptz". All fields are combined with logical 'AND'. */
export type Timestamptz_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

/** Boolean expression to compare columns of type "uuid". All fields are combined with logical 'AND'. */
export type Uuid_Comparison_Exp = {
  _eq?: string | null | undefined;
  _gt?: string | null | undefined;
  _gte?: string | null | undefined;
  _in?: Array<string> | null | undefined;
  _is_null?: boolean | null | undefined;
  _lt?: string | null | undefined;
  _lte?: string | null | undefined;
  _neq?: string | null | undefined;
  _nin?: Array<string> | null | undefined;
};

export type GetClaimQueueQueryVariables = Exact<{
  where: Claim_Bool_Exp;
  order: Order_By;
  limit: number;
  offset: number;
}>;


export type GetClaimQueueQuery = { claim: Array<{ __typename: 'claim', id: string, reference: string, claim_type: string, status: string, excess_kobo: number, excess_payment_id: string | null, created_at: string, customer: { __typename: 'customer', id: string, first_name: string, last_name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, agent: { __typename: 'agent', id: string, first_name: string, last_name: string } }>, claim_aggregate: { __typename: 'claim_aggregate', aggregate: { __typename: 'claim_aggregate_fields', count: number } | null } };

export type DeskEvidenceLinksQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type DeskEvidenceLinksQuery = { evidence_links: Array<{ __typename: 'evidence_link', evidence_id: string, url: string, content_type: string, expires_at: string }> };

export type GetDeskClaimQueryVariables = Exact<{
  id: string;
}>;


export type GetDeskClaimQuery = { claim_by_pk: { __typename: 'claim', id: string, reference: string, claim_type: string, incident_date: string, description: string, police_report_number: string | null, status: string, excess_kobo: number, created_at: string, device_id: string, evidence_requested_at: string | null, evidence: Array<{ __typename: 'evidence', id: string, kind: string, content_type: string, created_at: string, matches: Array<{ __typename: 'evidence_match', distance: number, matched_evidence: { __typename: 'evidence', id: string, claim: { __typename: 'claim', id: string, reference: string } | null, device: { __typename: 'device', id: string, imei: string } | null } }>, matched_by: Array<{ __typename: 'evidence_match', distance: number, evidence: { __typename: 'evidence', id: string, claim: { __typename: 'claim', id: string, reference: string } | null, device: { __typename: 'device', id: string, imei: string } | null } }> }>, excess_payment: { __typename: 'payment', id: string, reference: string, method: string, channel: string | null, card_last4: string | null, paid_at: string | null } | null, plan_order: { __typename: 'plan_order', id: string, reference: string, policy_number: string, status: string, billing: string, premium_kobo: number, starts_on: string, ends_on: string, lapsed_on: string | null, cancelled_at: string | null, plan: { __typename: 'plan', id: string, name: string, covers: unknown, claims_per_term: number }, cover_gaps: Array<{ __typename: 'cover_gap', from_on: string, until_on: string | null }> }, device: { __typename: 'device', id: string, brand: string, model: string, imei: string, purchase_date: string, purchase_price_kobo: number, evidence: Array<{ __typename: 'evidence', id: string, kind: string, content_type: string, created_at: string, plan_order: { __typename: 'plan_order', id: string, reference: string } | null }>, claims: Array<{ __typename: 'claim', id: string, reference: string, claim_type: string, status: string, created_at: string }> }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string, phone: string, claims: Array<{ __typename: 'claim', id: string, reference: string, claim_type: string, status: string, created_at: string, device_id: string }> }, agent: { __typename: 'agent', id: string, first_name: string, last_name: string, phone: string }, claim_events: Array<{ __typename: 'claim_event', id: string, status: string, note: string | null, created_at: string, payment_id: string | null }>, notes: Array<{ __typename: 'claim_note', id: string, body: string, author_role: string, created_at: string, author: { __typename: 'agent', id: string, first_name: string, last_name: string } }> } | null };

export type MoveClaimMutationVariables = Exact<{
  reference: string;
  fromStatus: Claim_Status;
  toStatus: Claim_Status;
  note?: string | null | undefined;
}>;


export type MoveClaimMutation = { advance_claim: { __typename: 'advance_claim_output', to_status: Claim_Status, event_id: string } };

export type RequestClaimEvidenceMutationVariables = Exact<{
  key: string;
  claimId: string;
  note: string;
}>;


export type RequestClaimEvidenceMutation = { request_claim_evidence: { __typename: 'request_claim_evidence_output', claim_id: string, requested_at: string, note_id: string } };


export const GetClaimQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetClaimQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"claim_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"order_by"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"claim_type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"excess_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"excess_payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"claim_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<GetClaimQueueQuery, GetClaimQueueQueryVariables>;
export const DeskEvidenceLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskEvidenceLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidence_links"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"evidence_ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidence_id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"content_type"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}}]}}]} as unknown as DocumentNode<DeskEvidenceLinksQuery, DeskEvidenceLinksQueryVariables>;
export const GetDeskClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDeskClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"claim_type"}},{"kind":"Field","name":{"kind":"Name","value":"incident_date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"police_report_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"excess_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"device_id"}},{"kind":"Field","name":{"kind":"Name","value":"evidence_requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"content_type"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"distance"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"matched_evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imei"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"matched_by"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"distance"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imei"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"excess_payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"card_last4"}},{"kind":"Field","name":{"kind":"Name","value":"paid_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"billing"}},{"kind":"Field","name":{"kind":"Name","value":"premium_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"lapsed_on"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled_at"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"covers"}},{"kind":"Field","name":{"kind":"Name","value":"claims_per_term"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover_gaps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"from_on"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from_on"}},{"kind":"Field","name":{"kind":"Name","value":"until_on"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"imei"}},{"kind":"Field","name":{"kind":"Name","value":"purchase_date"}},{"kind":"Field","name":{"kind":"Name","value":"purchase_price_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"plan_order_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_is_null"},"value":{"kind":"BooleanValue","value":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"content_type"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"claim_type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"claim_type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"device_id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claim_events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author_role"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetDeskClaimQuery, GetDeskClaimQueryVariables>;
export const MoveClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"claim_status"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"claim_status"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advance_claim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"from_status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"to_status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to_status"}},{"kind":"Field","name":{"kind":"Name","value":"event_id"}}]}}]}}]} as unknown as DocumentNode<MoveClaimMutation, MoveClaimMutationVariables>;
export const RequestClaimEvidenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestClaimEvidence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request_claim_evidence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"claim_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"note_id"}}]}}]}}]} as unknown as DocumentNode<RequestClaimEvidenceMutation, RequestClaimEvidenceMutationVariables>;