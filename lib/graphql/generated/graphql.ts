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
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  customers?: Customer_Bool_Exp | null | undefined;
  email?: String_Comparison_Exp | null | undefined;
  first_name?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  last_name?: String_Comparison_Exp | null | undefined;
  last_signed_in_at?: Timestamptz_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  payments?: Payment_Bool_Exp | null | undefined;
  phone?: String_Comparison_Exp | null | undefined;
  plan_orders?: Plan_Order_Bool_Exp | null | undefined;
  role?: String_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  suspended_reason?: String_Comparison_Exp | null | undefined;
  team_lead?: Agent_Bool_Exp | null | undefined;
  team_lead_id?: Uuid_Comparison_Exp | null | undefined;
  team_members?: Agent_Bool_Exp | null | undefined;
  wallet_balance_kobo?: Bigint_Comparison_Exp | null | undefined;
  wallet_transactions?: Wallet_Transaction_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "agent". */
export type Agent_Order_By = {
  claims_aggregate?: Claim_Aggregate_Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customers_aggregate?: Customer_Aggregate_Order_By | null | undefined;
  email?: Order_By | null | undefined;
  first_name?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  last_name?: Order_By | null | undefined;
  last_signed_in_at?: Order_By | null | undefined;
  partner?: Partner_Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  payments_aggregate?: Payment_Aggregate_Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  plan_orders_aggregate?: Plan_Order_Aggregate_Order_By | null | undefined;
  role?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  suspended_reason?: Order_By | null | undefined;
  team_lead?: Agent_Order_By | null | undefined;
  team_lead_id?: Order_By | null | undefined;
  wallet_balance_kobo?: Order_By | null | undefined;
  wallet_transactions_aggregate?: Wallet_Transaction_Aggregate_Order_By | null | undefined;
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

/** Pay the whole term now, or in 12 monthly instalments (only where the partner allows it). */
export type Billing_Type =
  | 'POSTPAID'
  | 'PREPAID';

/** COOLING_OFF: within cooling-off, everything paid back. PRO_RATA: after it, the unused days. NONE: nothing back (a claim, the plan says none, a monthly plan, nothing paid). */
export type Cancellation_Basis =
  | 'COOLING_OFF'
  | 'NONE'
  | 'PRO_RATA';

/** WALLET: back to the agent's wallet (the sale was paid from it). GATEWAY: back to the customer's card or bank through the gateway. NONE: nothing comes back. */
export type Cancellation_Refund_Channel =
  | 'GATEWAY'
  | 'NONE'
  | 'WALLET';

/** order by aggregate values of table "claim" */
export type Claim_Aggregate_Order_By = {
  avg?: Claim_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Claim_Max_Order_By | null | undefined;
  min?: Claim_Min_Order_By | null | undefined;
  stddev?: Claim_Stddev_Order_By | null | undefined;
  stddev_pop?: Claim_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Claim_Stddev_Samp_Order_By | null | undefined;
  sum?: Claim_Sum_Order_By | null | undefined;
  var_pop?: Claim_Var_Pop_Order_By | null | undefined;
  var_samp?: Claim_Var_Samp_Order_By | null | undefined;
  variance?: Claim_Variance_Order_By | null | undefined;
};

/** order by avg() on columns of table "claim" */
export type Claim_Avg_Order_By = {
  excess_kobo?: Order_By | null | undefined;
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
  idempotency_key?: Uuid_Comparison_Exp | null | undefined;
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

/** order by max() on columns of table "claim" */
export type Claim_Max_Order_By = {
  agent_id?: Order_By | null | undefined;
  claim_type?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  description?: Order_By | null | undefined;
  device_id?: Order_By | null | undefined;
  evidence_requested_at?: Order_By | null | undefined;
  excess_kobo?: Order_By | null | undefined;
  excess_payment_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  idempotency_key?: Order_By | null | undefined;
  incident_date?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_order_id?: Order_By | null | undefined;
  police_report_number?: Order_By | null | undefined;
  reference?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
};

/** order by min() on columns of table "claim" */
export type Claim_Min_Order_By = {
  agent_id?: Order_By | null | undefined;
  claim_type?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  description?: Order_By | null | undefined;
  device_id?: Order_By | null | undefined;
  evidence_requested_at?: Order_By | null | undefined;
  excess_kobo?: Order_By | null | undefined;
  excess_payment_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  idempotency_key?: Order_By | null | undefined;
  incident_date?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_order_id?: Order_By | null | undefined;
  police_report_number?: Order_By | null | undefined;
  reference?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
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

/** order by stddev() on columns of table "claim" */
export type Claim_Stddev_Order_By = {
  excess_kobo?: Order_By | null | undefined;
};

/** order by stddev_pop() on columns of table "claim" */
export type Claim_Stddev_Pop_Order_By = {
  excess_kobo?: Order_By | null | undefined;
};

/** order by stddev_samp() on columns of table "claim" */
export type Claim_Stddev_Samp_Order_By = {
  excess_kobo?: Order_By | null | undefined;
};

/** order by sum() on columns of table "claim" */
export type Claim_Sum_Order_By = {
  excess_kobo?: Order_By | null | undefined;
};

export type Claim_Type =
  | 'HARDWARE'
  | 'LIQUID'
  | 'SCREEN'
  | 'THEFT';

/** order by var_pop() on columns of table "claim" */
export type Claim_Var_Pop_Order_By = {
  excess_kobo?: Order_By | null | undefined;
};

/** order by var_samp() on columns of table "claim" */
export type Claim_Var_Samp_Order_By = {
  excess_kobo?: Order_By | null | undefined;
};

/** order by variance() on columns of table "claim" */
export type Claim_Variance_Order_By = {
  excess_kobo?: Order_By | null | undefined;
};

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

/** order by aggregate values of table "customer" */
export type Customer_Aggregate_Order_By = {
  count?: Order_By | null | undefined;
  max?: Customer_Max_Order_By | null | undefined;
  min?: Customer_Min_Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "customer". All fields are combined with a logical 'AND'. */
export type Customer_Bool_Exp = {
  _and?: Array<Customer_Bool_Exp> | null | undefined;
  _not?: Customer_Bool_Exp | null | undefined;
  _or?: Array<Customer_Bool_Exp> | null | undefined;
  address?: String_Comparison_Exp | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  claims?: Claim_Bool_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  date_of_birth?: Date_Comparison_Exp | null | undefined;
  devices?: Device_Bool_Exp | null | undefined;
  email?: String_Comparison_Exp | null | undefined;
  first_name?: String_Comparison_Exp | null | undefined;
  gender?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  id_number_last4?: String_Comparison_Exp | null | undefined;
  id_type?: String_Comparison_Exp | null | undefined;
  last_name?: String_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  phone?: String_Comparison_Exp | null | undefined;
  plan_orders?: Plan_Order_Bool_Exp | null | undefined;
  search_name?: String_Comparison_Exp | null | undefined;
  state?: String_Comparison_Exp | null | undefined;
};

/** order by max() on columns of table "customer" */
export type Customer_Max_Order_By = {
  address?: Order_By | null | undefined;
  agent_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  date_of_birth?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  first_name?: Order_By | null | undefined;
  gender?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  id_number_last4?: Order_By | null | undefined;
  id_type?: Order_By | null | undefined;
  last_name?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  search_name?: Order_By | null | undefined;
  state?: Order_By | null | undefined;
};

/** order by min() on columns of table "customer" */
export type Customer_Min_Order_By = {
  address?: Order_By | null | undefined;
  agent_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  date_of_birth?: Order_By | null | undefined;
  email?: Order_By | null | undefined;
  first_name?: Order_By | null | undefined;
  gender?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  id_number_last4?: Order_By | null | undefined;
  id_type?: Order_By | null | undefined;
  last_name?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  search_name?: Order_By | null | undefined;
  state?: Order_By | null | undefined;
};

/** Ordering options when selecting data from "customer". */
export type Customer_Order_By = {
  address?: Order_By | null | undefined;
  agent?: Agent_Order_By | null | undefined;
  agent_id?: Order_By | null | undefined;
  claims_aggregate?: Claim_Aggregate_Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  date_of_birth?: Order_By | null | undefined;
  devices_aggregate?: Device_Aggregate_Order_By | null | undefined;
  email?: Order_By | null | undefined;
  first_name?: Order_By | null | undefined;
  gender?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  id_number_last4?: Order_By | null | undefined;
  id_type?: Order_By | null | undefined;
  last_name?: Order_By | null | undefined;
  partner?: Partner_Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  phone?: Order_By | null | undefined;
  plan_orders_aggregate?: Plan_Order_Aggregate_Order_By | null | undefined;
  search_name?: Order_By | null | undefined;
  state?: Order_By | null | undefined;
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

/** order by aggregate values of table "device" */
export type Device_Aggregate_Order_By = {
  avg?: Device_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Device_Max_Order_By | null | undefined;
  min?: Device_Min_Order_By | null | undefined;
  stddev?: Device_Stddev_Order_By | null | undefined;
  stddev_pop?: Device_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Device_Stddev_Samp_Order_By | null | undefined;
  sum?: Device_Sum_Order_By | null | undefined;
  var_pop?: Device_Var_Pop_Order_By | null | undefined;
  var_samp?: Device_Var_Samp_Order_By | null | undefined;
  variance?: Device_Variance_Order_By | null | undefined;
};

/** order by avg() on columns of table "device" */
export type Device_Avg_Order_By = {
  purchase_price_kobo?: Order_By | null | undefined;
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

export type Device_Input = {
  brand: string;
  imei: string;
  imei2?: string | null | undefined;
  model: string;
  purchase_date: string;
  purchase_price_kobo: number;
};

/** order by max() on columns of table "device" */
export type Device_Max_Order_By = {
  agent_id?: Order_By | null | undefined;
  brand?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  imei?: Order_By | null | undefined;
  imei2?: Order_By | null | undefined;
  model?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  purchase_date?: Order_By | null | undefined;
  purchase_price_kobo?: Order_By | null | undefined;
};

/** order by min() on columns of table "device" */
export type Device_Min_Order_By = {
  agent_id?: Order_By | null | undefined;
  brand?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  imei?: Order_By | null | undefined;
  imei2?: Order_By | null | undefined;
  model?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  purchase_date?: Order_By | null | undefined;
  purchase_price_kobo?: Order_By | null | undefined;
};

/** Ordering options when selecting data from "device". */
export type Device_Order_By = {
  agent?: Agent_Order_By | null | undefined;
  agent_id?: Order_By | null | undefined;
  brand?: Order_By | null | undefined;
  claims_aggregate?: Claim_Aggregate_Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer?: Customer_Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  imei?: Order_By | null | undefined;
  imei2?: Order_By | null | undefined;
  model?: Order_By | null | undefined;
  partner?: Partner_Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_orders_aggregate?: Plan_Order_Aggregate_Order_By | null | undefined;
  purchase_date?: Order_By | null | undefined;
  purchase_price_kobo?: Order_By | null | undefined;
};

/** order by stddev() on columns of table "device" */
export type Device_Stddev_Order_By = {
  purchase_price_kobo?: Order_By | null | undefined;
};

/** order by stddev_pop() on columns of table "device" */
export type Device_Stddev_Pop_Order_By = {
  purchase_price_kobo?: Order_By | null | undefined;
};

/** order by stddev_samp() on columns of table "device" */
export type Device_Stddev_Samp_Order_By = {
  purchase_price_kobo?: Order_By | null | undefined;
};

/** order by sum() on columns of table "device" */
export type Device_Sum_Order_By = {
  purchase_price_kobo?: Order_By | null | undefined;
};

/** order by var_pop() on columns of table "device" */
export type Device_Var_Pop_Order_By = {
  purchase_price_kobo?: Order_By | null | undefined;
};

/** order by var_samp() on columns of table "device" */
export type Device_Var_Samp_Order_By = {
  purchase_price_kobo?: Order_By | null | undefined;
};

/** order by variance() on columns of table "device" */
export type Device_Variance_Order_By = {
  purchase_price_kobo?: Order_By | null | undefined;
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
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  plan_order?: Plan_Order_Bool_Exp | null | undefined;
  plan_order_id?: Uuid_Comparison_Exp | null | undefined;
  size_bytes?: Int_Comparison_Exp | null | undefined;
  width?: Int_Comparison_Exp | null | undefined;
};

/** What a photo or document shows: the phone at the sale, the damage or the police report on a claim. */
export type Evidence_Kind =
  | 'DAMAGE'
  | 'DEVICE_BACK'
  | 'DEVICE_FRONT'
  | 'IMEI_SCREEN'
  | 'POLICE_REPORT';

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

/** order by aggregate values of table "message" */
export type Message_Aggregate_Order_By = {
  avg?: Message_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Message_Max_Order_By | null | undefined;
  min?: Message_Min_Order_By | null | undefined;
  stddev?: Message_Stddev_Order_By | null | undefined;
  stddev_pop?: Message_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Message_Stddev_Samp_Order_By | null | undefined;
  sum?: Message_Sum_Order_By | null | undefined;
  var_pop?: Message_Var_Pop_Order_By | null | undefined;
  var_samp?: Message_Var_Samp_Order_By | null | undefined;
  variance?: Message_Variance_Order_By | null | undefined;
};

/** order by avg() on columns of table "message" */
export type Message_Avg_Order_By = {
  attempts?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "message". All fields are combined with a logical 'AND'. */
export type Message_Bool_Exp = {
  _and?: Array<Message_Bool_Exp> | null | undefined;
  _not?: Message_Bool_Exp | null | undefined;
  _or?: Array<Message_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  attempts?: Int_Comparison_Exp | null | undefined;
  body?: String_Comparison_Exp | null | undefined;
  channel?: String_Comparison_Exp | null | undefined;
  claim?: Claim_Bool_Exp | null | undefined;
  claim_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  customer?: Customer_Bool_Exp | null | undefined;
  customer_id?: Uuid_Comparison_Exp | null | undefined;
  delivered_at?: Timestamptz_Comparison_Exp | null | undefined;
  event?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  language?: String_Comparison_Exp | null | undefined;
  last_error?: String_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  plan_order?: Plan_Order_Bool_Exp | null | undefined;
  plan_order_id?: Uuid_Comparison_Exp | null | undefined;
  provider?: String_Comparison_Exp | null | undefined;
  provider_reference?: String_Comparison_Exp | null | undefined;
  provider_status?: String_Comparison_Exp | null | undefined;
  recipient?: String_Comparison_Exp | null | undefined;
  sent_at?: Timestamptz_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  template?: String_Comparison_Exp | null | undefined;
};

/** order by max() on columns of table "message" */
export type Message_Max_Order_By = {
  agent_id?: Order_By | null | undefined;
  attempts?: Order_By | null | undefined;
  body?: Order_By | null | undefined;
  channel?: Order_By | null | undefined;
  claim_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  delivered_at?: Order_By | null | undefined;
  event?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  language?: Order_By | null | undefined;
  last_error?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_order_id?: Order_By | null | undefined;
  provider?: Order_By | null | undefined;
  provider_reference?: Order_By | null | undefined;
  provider_status?: Order_By | null | undefined;
  recipient?: Order_By | null | undefined;
  sent_at?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  template?: Order_By | null | undefined;
};

/** order by min() on columns of table "message" */
export type Message_Min_Order_By = {
  agent_id?: Order_By | null | undefined;
  attempts?: Order_By | null | undefined;
  body?: Order_By | null | undefined;
  channel?: Order_By | null | undefined;
  claim_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  delivered_at?: Order_By | null | undefined;
  event?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  language?: Order_By | null | undefined;
  last_error?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_order_id?: Order_By | null | undefined;
  provider?: Order_By | null | undefined;
  provider_reference?: Order_By | null | undefined;
  provider_status?: Order_By | null | undefined;
  recipient?: Order_By | null | undefined;
  sent_at?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  template?: Order_By | null | undefined;
};

/** order by stddev() on columns of table "message" */
export type Message_Stddev_Order_By = {
  attempts?: Order_By | null | undefined;
};

/** order by stddev_pop() on columns of table "message" */
export type Message_Stddev_Pop_Order_By = {
  attempts?: Order_By | null | undefined;
};

/** order by stddev_samp() on columns of table "message" */
export type Message_Stddev_Samp_Order_By = {
  attempts?: Order_By | null | undefined;
};

/** order by sum() on columns of table "message" */
export type Message_Sum_Order_By = {
  attempts?: Order_By | null | undefined;
};

/** order by var_pop() on columns of table "message" */
export type Message_Var_Pop_Order_By = {
  attempts?: Order_By | null | undefined;
};

/** order by var_samp() on columns of table "message" */
export type Message_Var_Samp_Order_By = {
  attempts?: Order_By | null | undefined;
};

/** order by variance() on columns of table "message" */
export type Message_Variance_Order_By = {
  attempts?: Order_By | null | undefined;
};

export type Onboard_Customer_Input = {
  address: string;
  date_of_birth: string;
  email?: string | null | undefined;
  first_name: string;
  /** MALE or FEMALE */
  gender: string;
  /** Of a vNIN only the last 4 characters are kept. */
  id_number: string;
  /** VNIN, VIN, PASSPORT or DRIVERLICENCE */
  id_type: string;
  last_name: string;
  /** Nigerian mobile number in any accepted form (0…, 234…, +234…); stored as E.164. */
  phone: string;
  /** One of the 36 states or Federal Capital Territory. */
  state: string;
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

/** Ordering options when selecting data from "partner". */
export type Partner_Order_By = {
  allow_postpaid_plan?: Order_By | null | undefined;
  code?: Order_By | null | undefined;
  demo_login_hint?: Order_By | null | undefined;
  demo_staff_hint?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  support_email?: Order_By | null | undefined;
  support_phone?: Order_By | null | undefined;
};

export type Password_Link_Purpose =
  | 'INVITE'
  | 'RESET';

export type Password_Link_State =
  | 'EXPIRED'
  | 'USED'
  | 'VALID';

/** order by aggregate values of table "payment" */
export type Payment_Aggregate_Order_By = {
  avg?: Payment_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Payment_Max_Order_By | null | undefined;
  min?: Payment_Min_Order_By | null | undefined;
  stddev?: Payment_Stddev_Order_By | null | undefined;
  stddev_pop?: Payment_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Payment_Stddev_Samp_Order_By | null | undefined;
  sum?: Payment_Sum_Order_By | null | undefined;
  var_pop?: Payment_Var_Pop_Order_By | null | undefined;
  var_samp?: Payment_Var_Samp_Order_By | null | undefined;
  variance?: Payment_Variance_Order_By | null | undefined;
};

/** order by avg() on columns of table "payment" */
export type Payment_Avg_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "payment". All fields are combined with a logical 'AND'. */
export type Payment_Bool_Exp = {
  _and?: Array<Payment_Bool_Exp> | null | undefined;
  _not?: Payment_Bool_Exp | null | undefined;
  _or?: Array<Payment_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  amount_kobo?: Bigint_Comparison_Exp | null | undefined;
  card_last4?: String_Comparison_Exp | null | undefined;
  channel?: String_Comparison_Exp | null | undefined;
  charge_attempt?: Int_Comparison_Exp | null | undefined;
  checkout_url?: String_Comparison_Exp | null | undefined;
  claim?: Claim_Bool_Exp | null | undefined;
  claim_id?: Uuid_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  failure_reason?: String_Comparison_Exp | null | undefined;
  gateway?: String_Comparison_Exp | null | undefined;
  gateway_reference?: String_Comparison_Exp | null | undefined;
  gateway_transaction_id?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  idempotency_key?: Uuid_Comparison_Exp | null | undefined;
  instalment_number?: Int_Comparison_Exp | null | undefined;
  method?: String_Comparison_Exp | null | undefined;
  paid_at?: Timestamptz_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  payment_events?: Payment_Event_Bool_Exp | null | undefined;
  plan_order?: Plan_Order_Bool_Exp | null | undefined;
  plan_order_id?: Uuid_Comparison_Exp | null | undefined;
  purpose?: String_Comparison_Exp | null | undefined;
  reference?: String_Comparison_Exp | null | undefined;
  refunded_kobo?: Bigint_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  transfer_account_name?: String_Comparison_Exp | null | undefined;
  transfer_account_number?: String_Comparison_Exp | null | undefined;
  transfer_bank_name?: String_Comparison_Exp | null | undefined;
  transfer_expires_at?: Timestamptz_Comparison_Exp | null | undefined;
  updated_at?: Timestamptz_Comparison_Exp | null | undefined;
  ussd_code?: String_Comparison_Exp | null | undefined;
  wallet_transactions?: Wallet_Transaction_Bool_Exp | null | undefined;
};

/** Boolean expression to filter rows from the table "payment_event". All fields are combined with a logical 'AND'. */
export type Payment_Event_Bool_Exp = {
  _and?: Array<Payment_Event_Bool_Exp> | null | undefined;
  _not?: Payment_Event_Bool_Exp | null | undefined;
  _or?: Array<Payment_Event_Bool_Exp> | null | undefined;
  at?: Timestamptz_Comparison_Exp | null | undefined;
  detail?: Jsonb_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  payment?: Payment_Bool_Exp | null | undefined;
  payment_id?: Uuid_Comparison_Exp | null | undefined;
  source?: String_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
};

/** order by max() on columns of table "payment" */
export type Payment_Max_Order_By = {
  agent_id?: Order_By | null | undefined;
  amount_kobo?: Order_By | null | undefined;
  card_last4?: Order_By | null | undefined;
  channel?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  checkout_url?: Order_By | null | undefined;
  claim_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  failure_reason?: Order_By | null | undefined;
  gateway?: Order_By | null | undefined;
  gateway_reference?: Order_By | null | undefined;
  gateway_transaction_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  idempotency_key?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  method?: Order_By | null | undefined;
  paid_at?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_order_id?: Order_By | null | undefined;
  purpose?: Order_By | null | undefined;
  reference?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  transfer_account_name?: Order_By | null | undefined;
  transfer_account_number?: Order_By | null | undefined;
  transfer_bank_name?: Order_By | null | undefined;
  transfer_expires_at?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  ussd_code?: Order_By | null | undefined;
};

/** WALLET: from the agent's wallet, at once. CARD (the gateway's checkout page), TRANSFER (an account for this payment) and USSD: pending until the gateway confirms the money. */
export type Payment_Method =
  | 'CARD'
  | 'TRANSFER'
  | 'USSD'
  | 'WALLET';

/** order by min() on columns of table "payment" */
export type Payment_Min_Order_By = {
  agent_id?: Order_By | null | undefined;
  amount_kobo?: Order_By | null | undefined;
  card_last4?: Order_By | null | undefined;
  channel?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  checkout_url?: Order_By | null | undefined;
  claim_id?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  failure_reason?: Order_By | null | undefined;
  gateway?: Order_By | null | undefined;
  gateway_reference?: Order_By | null | undefined;
  gateway_transaction_id?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  idempotency_key?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  method?: Order_By | null | undefined;
  paid_at?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_order_id?: Order_By | null | undefined;
  purpose?: Order_By | null | undefined;
  reference?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  transfer_account_name?: Order_By | null | undefined;
  transfer_account_number?: Order_By | null | undefined;
  transfer_bank_name?: Order_By | null | undefined;
  transfer_expires_at?: Order_By | null | undefined;
  updated_at?: Order_By | null | undefined;
  ussd_code?: Order_By | null | undefined;
};

/** order by stddev() on columns of table "payment" */
export type Payment_Stddev_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
};

/** order by stddev_pop() on columns of table "payment" */
export type Payment_Stddev_Pop_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
};

/** order by stddev_samp() on columns of table "payment" */
export type Payment_Stddev_Samp_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
};

/** order by sum() on columns of table "payment" */
export type Payment_Sum_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
};

/** order by var_pop() on columns of table "payment" */
export type Payment_Var_Pop_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
};

/** order by var_samp() on columns of table "payment" */
export type Payment_Var_Samp_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
};

/** order by variance() on columns of table "payment" */
export type Payment_Variance_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  charge_attempt?: Order_By | null | undefined;
  instalment_number?: Order_By | null | undefined;
  refunded_kobo?: Order_By | null | undefined;
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

/** order by aggregate values of table "plan_order" */
export type Plan_Order_Aggregate_Order_By = {
  avg?: Plan_Order_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Plan_Order_Max_Order_By | null | undefined;
  min?: Plan_Order_Min_Order_By | null | undefined;
  stddev?: Plan_Order_Stddev_Order_By | null | undefined;
  stddev_pop?: Plan_Order_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Plan_Order_Stddev_Samp_Order_By | null | undefined;
  sum?: Plan_Order_Sum_Order_By | null | undefined;
  var_pop?: Plan_Order_Var_Pop_Order_By | null | undefined;
  var_samp?: Plan_Order_Var_Samp_Order_By | null | undefined;
  variance?: Plan_Order_Variance_Order_By | null | undefined;
};

/** order by avg() on columns of table "plan_order" */
export type Plan_Order_Avg_Order_By = {
  amount_paid_kobo?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
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
  idempotency_key?: Uuid_Comparison_Exp | null | undefined;
  instalment_kobo?: Bigint_Comparison_Exp | null | undefined;
  instalments?: Int_Comparison_Exp | null | undefined;
  lapsed_on?: Date_Comparison_Exp | null | undefined;
  messages?: Message_Bool_Exp | null | undefined;
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
  renewal_reminders?: Renewal_Reminder_Bool_Exp | null | undefined;
  renewals?: Plan_Order_Bool_Exp | null | undefined;
  starts_on?: Date_Comparison_Exp | null | undefined;
  status?: String_Comparison_Exp | null | undefined;
  verification_code?: String_Comparison_Exp | null | undefined;
  wallet_transactions?: Wallet_Transaction_Bool_Exp | null | undefined;
};

/** Ordering options when selecting data from "plan". */
export type Plan_Order_By = {
  active?: Order_By | null | undefined;
  claims_per_term?: Order_By | null | undefined;
  code?: Order_By | null | undefined;
  covers?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  description?: Order_By | null | undefined;
  excess_kobo?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  inspection_photos?: Order_By | null | undefined;
  min_premium_kobo?: Order_By | null | undefined;
  name?: Order_By | null | undefined;
  partner?: Partner_Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_orders_aggregate?: Plan_Order_Aggregate_Order_By | null | undefined;
  premium_rate_bp?: Order_By | null | undefined;
  refund_after_cooling_off?: Order_By | null | undefined;
  sort_order?: Order_By | null | undefined;
  term_months?: Order_By | null | undefined;
  theft_excess_rate_bp?: Order_By | null | undefined;
  version?: Order_By | null | undefined;
};

/** order by max() on columns of table "plan_order" */
export type Plan_Order_Max_Order_By = {
  agent_id?: Order_By | null | undefined;
  amount_paid_kobo?: Order_By | null | undefined;
  billing?: Order_By | null | undefined;
  cancel_reason?: Order_By | null | undefined;
  cancelled_at?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  device_id?: Order_By | null | undefined;
  ends_on?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  idempotency_key?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  lapsed_on?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_id?: Order_By | null | undefined;
  policy_number?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
  reference?: Order_By | null | undefined;
  renewal_of_id?: Order_By | null | undefined;
  starts_on?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  verification_code?: Order_By | null | undefined;
};

/** order by min() on columns of table "plan_order" */
export type Plan_Order_Min_Order_By = {
  agent_id?: Order_By | null | undefined;
  amount_paid_kobo?: Order_By | null | undefined;
  billing?: Order_By | null | undefined;
  cancel_reason?: Order_By | null | undefined;
  cancelled_at?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  device_id?: Order_By | null | undefined;
  ends_on?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  idempotency_key?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  lapsed_on?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  plan_id?: Order_By | null | undefined;
  policy_number?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
  reference?: Order_By | null | undefined;
  renewal_of_id?: Order_By | null | undefined;
  starts_on?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  verification_code?: Order_By | null | undefined;
};

/** Ordering options when selecting data from "plan_order". */
export type Plan_Order_Order_By = {
  agent?: Agent_Order_By | null | undefined;
  agent_id?: Order_By | null | undefined;
  amount_paid_kobo?: Order_By | null | undefined;
  billing?: Order_By | null | undefined;
  cancel_reason?: Order_By | null | undefined;
  cancelled_at?: Order_By | null | undefined;
  claims_aggregate?: Claim_Aggregate_Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  customer?: Customer_Order_By | null | undefined;
  customer_id?: Order_By | null | undefined;
  device?: Device_Order_By | null | undefined;
  device_id?: Order_By | null | undefined;
  ends_on?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  idempotency_key?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  lapsed_on?: Order_By | null | undefined;
  messages_aggregate?: Message_Aggregate_Order_By | null | undefined;
  partner?: Partner_Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  payments_aggregate?: Payment_Aggregate_Order_By | null | undefined;
  plan?: Plan_Order_By | null | undefined;
  plan_id?: Order_By | null | undefined;
  policy_number?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
  reference?: Order_By | null | undefined;
  renewal_of?: Plan_Order_Order_By | null | undefined;
  renewal_of_id?: Order_By | null | undefined;
  renewals_aggregate?: Plan_Order_Aggregate_Order_By | null | undefined;
  starts_on?: Order_By | null | undefined;
  status?: Order_By | null | undefined;
  verification_code?: Order_By | null | undefined;
  wallet_transactions_aggregate?: Wallet_Transaction_Aggregate_Order_By | null | undefined;
};

/** order by stddev() on columns of table "plan_order" */
export type Plan_Order_Stddev_Order_By = {
  amount_paid_kobo?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
};

/** order by stddev_pop() on columns of table "plan_order" */
export type Plan_Order_Stddev_Pop_Order_By = {
  amount_paid_kobo?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
};

/** order by stddev_samp() on columns of table "plan_order" */
export type Plan_Order_Stddev_Samp_Order_By = {
  amount_paid_kobo?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
};

/** order by sum() on columns of table "plan_order" */
export type Plan_Order_Sum_Order_By = {
  amount_paid_kobo?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
};

/** order by var_pop() on columns of table "plan_order" */
export type Plan_Order_Var_Pop_Order_By = {
  amount_paid_kobo?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
};

/** order by var_samp() on columns of table "plan_order" */
export type Plan_Order_Var_Samp_Order_By = {
  amount_paid_kobo?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
};

/** order by variance() on columns of table "plan_order" */
export type Plan_Order_Variance_Order_By = {
  amount_paid_kobo?: Order_By | null | undefined;
  commission_kobo?: Order_By | null | undefined;
  instalment_kobo?: Order_By | null | undefined;
  instalments?: Order_By | null | undefined;
  premium_kobo?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "renewal_reminder". All fields are combined with a logical 'AND'. */
export type Renewal_Reminder_Bool_Exp = {
  _and?: Array<Renewal_Reminder_Bool_Exp> | null | undefined;
  _not?: Renewal_Reminder_Bool_Exp | null | undefined;
  _or?: Array<Renewal_Reminder_Bool_Exp> | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  days_before?: Int_Comparison_Exp | null | undefined;
  due_on?: Date_Comparison_Exp | null | undefined;
  order?: Plan_Order_Bool_Exp | null | undefined;
  order_id?: Uuid_Comparison_Exp | null | undefined;
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

/** The customer's bank, whose USSD code the customer dials. */
export type Ussd_Bank =
  | 'GTBANK'
  | 'STERLING'
  | 'UBA'
  | 'ZENITH';

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

/** order by aggregate values of table "wallet_transaction" */
export type Wallet_Transaction_Aggregate_Order_By = {
  avg?: Wallet_Transaction_Avg_Order_By | null | undefined;
  count?: Order_By | null | undefined;
  max?: Wallet_Transaction_Max_Order_By | null | undefined;
  min?: Wallet_Transaction_Min_Order_By | null | undefined;
  stddev?: Wallet_Transaction_Stddev_Order_By | null | undefined;
  stddev_pop?: Wallet_Transaction_Stddev_Pop_Order_By | null | undefined;
  stddev_samp?: Wallet_Transaction_Stddev_Samp_Order_By | null | undefined;
  sum?: Wallet_Transaction_Sum_Order_By | null | undefined;
  var_pop?: Wallet_Transaction_Var_Pop_Order_By | null | undefined;
  var_samp?: Wallet_Transaction_Var_Samp_Order_By | null | undefined;
  variance?: Wallet_Transaction_Variance_Order_By | null | undefined;
};

/** order by avg() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Avg_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

/** Boolean expression to filter rows from the table "wallet_transaction". All fields are combined with a logical 'AND'. */
export type Wallet_Transaction_Bool_Exp = {
  _and?: Array<Wallet_Transaction_Bool_Exp> | null | undefined;
  _not?: Wallet_Transaction_Bool_Exp | null | undefined;
  _or?: Array<Wallet_Transaction_Bool_Exp> | null | undefined;
  agent?: Agent_Bool_Exp | null | undefined;
  agent_id?: Uuid_Comparison_Exp | null | undefined;
  amount_kobo?: Bigint_Comparison_Exp | null | undefined;
  balance_after_kobo?: Bigint_Comparison_Exp | null | undefined;
  created_at?: Timestamptz_Comparison_Exp | null | undefined;
  description?: String_Comparison_Exp | null | undefined;
  id?: Uuid_Comparison_Exp | null | undefined;
  kind?: String_Comparison_Exp | null | undefined;
  partner?: Partner_Bool_Exp | null | undefined;
  partner_id?: Uuid_Comparison_Exp | null | undefined;
  payment?: Payment_Bool_Exp | null | undefined;
  payment_id?: Uuid_Comparison_Exp | null | undefined;
  plan_order?: Plan_Order_Bool_Exp | null | undefined;
  plan_order_id?: Uuid_Comparison_Exp | null | undefined;
  seq?: Bigint_Comparison_Exp | null | undefined;
};

/** order by max() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Max_Order_By = {
  agent_id?: Order_By | null | undefined;
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  description?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  payment_id?: Order_By | null | undefined;
  plan_order_id?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

/** order by min() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Min_Order_By = {
  agent_id?: Order_By | null | undefined;
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  created_at?: Order_By | null | undefined;
  description?: Order_By | null | undefined;
  id?: Order_By | null | undefined;
  kind?: Order_By | null | undefined;
  partner_id?: Order_By | null | undefined;
  payment_id?: Order_By | null | undefined;
  plan_order_id?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

/** order by stddev() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Stddev_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

/** order by stddev_pop() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Stddev_Pop_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

/** order by stddev_samp() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Stddev_Samp_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

/** order by sum() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Sum_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

/** order by var_pop() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Var_Pop_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

/** order by var_samp() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Var_Samp_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

/** order by variance() on columns of table "wallet_transaction" */
export type Wallet_Transaction_Variance_Order_By = {
  amount_kobo?: Order_By | null | undefined;
  balance_after_kobo?: Order_By | null | undefined;
  seq?: Order_By | null | undefined;
};

export type GetSignInPartnerQueryVariables = Exact<{
  code: string;
}>;


export type GetSignInPartnerQuery = { partner: Array<{ __typename: 'partner', id: string, demo_login_hint: string | null, demo_staff_hint: string | null }> };

export type LoginMutationVariables = Exact<{
  partnerCode: string;
  identifier: string;
  password: string;
}>;


export type LoginMutation = { login: { __typename: 'login_output', token: string, expires_at: string, first_name: string, last_name: string, role: string } };

export type BuyPlanMutationVariables = Exact<{
  idempotencyKey: string;
  deviceId: string;
  planId: string;
  billing: Billing_Type;
  paymentMethod: Payment_Method;
  ussdBank?: Ussd_Bank | null | undefined;
  renewalOfOrderId?: string | null | undefined;
  inspectionEvidenceIds?: Array<string> | string | null | undefined;
}>;


export type BuyPlanMutation = { buy_plan: { __typename: 'buy_plan_output', order_id: string, reference: string, policy_number: string, verification_code: string, billing: Billing_Type, premium_kobo: number, instalment_kobo: number | null, instalments: number, amount_paid_kobo: number, commission_kobo: number, wallet_balance_kobo: number, starts_on: string, ends_on: string, status: string, payment: { __typename: 'payment_state', payment_id: string, reference: string, purpose: string, method: string, status: string, amount_kobo: number, refunded_kobo: number, channel: string | null, gateway_reference: string | null, checkout_url: string | null, ussd_code: string | null, failure_reason: string | null, card_last4: string | null, order_id: string | null, order_status: string | null, claim_id: string | null, wallet_balance_kobo: number | null, updated_at: string, transfer: { __typename: 'transfer_account', account_number: string, account_name: string, bank_name: string, amount_kobo: number, expires_at: string } | null } } };

export type FindSaleByKeyQueryVariables = Exact<{
  key: string;
}>;


export type FindSaleByKeyQuery = { plan_order: Array<{ __typename: 'plan_order', id: string, status: string, reference: string, policy_number: string, verification_code: string, billing: string, premium_kobo: number, instalment_kobo: number | null, instalments: number, amount_paid_kobo: number, commission_kobo: number, starts_on: string, ends_on: string, renewal_of: { __typename: 'plan_order', id: string, policy_number: string } | null, agent: { __typename: 'agent', id: string, wallet_balance_kobo: number }, payments: Array<{ __typename: 'payment', id: string, method: string, status: string }> }> };

export type GetRenewedOrderQueryVariables = Exact<{
  id: string;
}>;


export type GetRenewedOrderQuery = { plan_order_by_pk: { __typename: 'plan_order', id: string, device_id: string, reference: string, policy_number: string, status: string, starts_on: string, ends_on: string, plan: { __typename: 'plan', id: string, name: string } } | null };

export type GetSaleCustomerQueryVariables = Exact<{
  id: string;
}>;


export type GetSaleCustomerQuery = { customer_by_pk: { __typename: 'customer', id: string, first_name: string, last_name: string, phone: string, devices: Array<{ __typename: 'device', id: string, brand: string, model: string, imei: string, purchase_price_kobo: number, purchase_date: string, plan_orders: Array<{ __typename: 'plan_order', id: string, status: string, starts_on: string, ends_on: string, plan: { __typename: 'plan', id: string, name: string } }> }> } | null };

export type GetWalletBalanceQueryVariables = Exact<{
  id: string;
}>;


export type GetWalletBalanceQuery = { agent_by_pk: { __typename: 'agent', id: string, wallet_balance_kobo: number } | null };

export type QuotePlanQueryVariables = Exact<{
  deviceId: string;
  renewalOfOrderId?: string | null | undefined;
}>;


export type QuotePlanQuery = { quote_plan: Array<{ __typename: 'plan_quote', plan_id: string, code: string, name: string, description: string, covers: Array<Claim_Type>, term_months: number, claims_per_term: number, prepaid_premium_kobo: number, postpaid_instalment_kobo: number | null, postpaid_instalments: number | null, postpaid_total_kobo: number | null, excess_kobo: number, theft_excess_kobo: number | null, starts_on: string, ends_on: string, inspection_photos: Array<Evidence_Kind> }> };

export type GetCardsQueryVariables = Exact<{
  where: Plan_Order_Bool_Exp;
  limit: number;
  offset: number;
}>;


export type GetCardsQuery = { plan_order: Array<{ __typename: 'plan_order', id: string, policy_number: string, status: string, starts_on: string, ends_on: string, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } }>, plan_order_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: number } | null } };

export type GetProtectionCardQueryVariables = Exact<{
  id: string;
}>;


export type GetProtectionCardQuery = { plan_order_by_pk: { __typename: 'plan_order', id: string, policy_number: string, status: string, starts_on: string, ends_on: string, verification_code: string, partner: { __typename: 'partner', id: string, name: string }, plan: { __typename: 'plan', id: string, name: string, covers: unknown, claims_per_term: number, excess_kobo: number, theft_excess_rate_bp: number | null }, device: { __typename: 'device', id: string, brand: string, model: string, imei: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } } | null };

export type GetPartnerSupportQueryVariables = Exact<{
  code: string;
}>;


export type GetPartnerSupportQuery = { partner: Array<{ __typename: 'partner', id: string, name: string, support_phone: string, support_email: string }> };

export type FindClaimByKeyQueryVariables = Exact<{
  key: string;
}>;


export type FindClaimByKeyQuery = { claim: Array<{ __typename: 'claim', id: string, reference: string }> };

export type GetClaimableOrdersQueryVariables = Exact<{
  where: Plan_Order_Bool_Exp;
  statuses: Array<string> | string;
  limit: number;
  offset: number;
}>;


export type GetClaimableOrdersQuery = { plan_order: Array<{ __typename: 'plan_order', id: string, reference: string, policy_number: string, status: string, ends_on: string, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } }>, plan_order_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: number } | null } };

export type QuoteClaimQueryVariables = Exact<{
  orderId: string;
}>;


export type QuoteClaimQuery = { quote_claim: { __typename: 'claim_quote', order_id: string, reference: string, plan_name: string, starts_on: string, ends_on: string, claims_per_term: number, claims_used: number, open_claim: { __typename: 'open_claim_ref', claim_id: string, reference: string } | null, options: Array<{ __typename: 'claim_type_option', claim_type: Claim_Type, excess_kobo: number, covered_from: string }> }, plan_order_by_pk: { __typename: 'plan_order', id: string, policy_number: string, status: string, customer: { __typename: 'customer', id: string, first_name: string, last_name: string }, device: { __typename: 'device', id: string, brand: string, model: string } } | null };

export type SubmitClaimMutationVariables = Exact<{
  idempotencyKey: string;
  orderId: string;
  claimType: Claim_Type;
  incidentDate: string;
  description: string;
  policeReportNumber?: string | null | undefined;
  evidenceIds?: Array<string> | string | null | undefined;
}>;


export type SubmitClaimMutation = { submit_claim: { __typename: 'submit_claim_output', claim_id: string, reference: string, status: string, excess_kobo: number } };

export type AddClaimEvidenceMutationVariables = Exact<{
  key: string;
  claimId: string;
  evidenceIds: Array<string> | string;
}>;


export type AddClaimEvidenceMutation = { add_claim_evidence: { __typename: 'add_claim_evidence_output', claim_id: string, evidence_count: number } };

export type AddClaimNoteMutationVariables = Exact<{
  key: string;
  claimId: string;
  body: string;
}>;


export type AddClaimNoteMutation = { add_claim_note: { __typename: 'add_claim_note_output', note_id: string, created_at: string } };

export type GetClaimsQueryVariables = Exact<{
  where: Claim_Bool_Exp;
  limit: number;
  offset: number;
}>;


export type GetClaimsQuery = { claim: Array<{ __typename: 'claim', id: string, reference: string, claim_type: string, incident_date: string, status: string, excess_kobo: number, created_at: string, customer: { __typename: 'customer', id: string, first_name: string, last_name: string }, device: { __typename: 'device', id: string, brand: string, model: string } }>, claim_aggregate: { __typename: 'claim_aggregate', aggregate: { __typename: 'claim_aggregate_fields', count: number } | null } };

export type GetClaimQueryVariables = Exact<{
  id: string;
}>;


export type GetClaimQuery = { claim_by_pk: { __typename: 'claim', id: string, reference: string, claim_type: string, incident_date: string, description: string, police_report_number: string | null, status: string, excess_kobo: number, created_at: string, evidence_requested_at: string | null, evidence: Array<{ __typename: 'evidence', id: string, kind: string, content_type: string, created_at: string }>, excess_payment: { __typename: 'payment', id: string, reference: string, method: string, channel: string | null, card_last4: string | null, paid_at: string | null } | null, excess_payments: Array<{ __typename: 'payment', id: string }>, plan_order: { __typename: 'plan_order', id: string, reference: string, plan: { __typename: 'plan', id: string, name: string } }, device: { __typename: 'device', id: string, brand: string, model: string, imei: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string, phone: string }, claim_events: Array<{ __typename: 'claim_event', id: string, status: string, note: string | null, created_at: string, payment_id: string | null }>, notes: Array<{ __typename: 'claim_note', id: string, body: string, author_role: string, created_at: string }> } | null };

export type PayExcessMutationVariables = Exact<{
  idempotencyKey: string;
  claimId: string;
  paymentMethod: Payment_Method;
}>;


export type PayExcessMutation = { pay_excess: { __typename: 'pay_excess_output', claim_id: string, payment: { __typename: 'payment_state', payment_id: string } } };

export type AddDeviceMutationVariables = Exact<{
  customerId: string;
  device: Device_Input;
  idempotencyKey: string;
}>;


export type AddDeviceMutation = { add_device: { __typename: 'add_device_output', customer_id: string, device_id: string, plan_eligible: boolean, ineligible_reason: string | null } };

export type GetCustomersQueryVariables = Exact<{
  where: Customer_Bool_Exp;
  limit: number;
  offset: number;
}>;


export type GetCustomersQuery = { customer: Array<{ __typename: 'customer', id: string, first_name: string, last_name: string, phone: string, created_at: string, devices_aggregate: { __typename: 'device_aggregate', aggregate: { __typename: 'device_aggregate_fields', count: number } | null } }>, customer_aggregate: { __typename: 'customer_aggregate', aggregate: { __typename: 'customer_aggregate_fields', count: number } | null } };

export type GetCustomerQueryVariables = Exact<{
  id: string;
}>;


export type GetCustomerQuery = { customer_by_pk: { __typename: 'customer', id: string, first_name: string, last_name: string, phone: string, email: string | null, gender: string, date_of_birth: string, address: string, state: string, id_type: string, id_number_last4: string, created_at: string, devices: Array<{ __typename: 'device', id: string, imei: string, imei2: string | null, brand: string, model: string, purchase_price_kobo: number, purchase_date: string, created_at: string, plan_orders: Array<{ __typename: 'plan_order', id: string, status: string, starts_on: string, ends_on: string, plan: { __typename: 'plan', id: string, name: string } }> }>, plan_orders: Array<{ __typename: 'plan_order', id: string, reference: string, status: string, premium_kobo: number, created_at: string, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string } }>, claims: Array<{ __typename: 'claim', id: string, reference: string, claim_type: string, status: string, created_at: string, device: { __typename: 'device', id: string, brand: string, model: string } }> } | null };

export type GetDashboardQueryVariables = Exact<{
  agentId: string;
  monthStart: string;
  today: string;
  renewalsUntil: string;
  soldStatuses: Array<string> | string;
  planPurposes: Array<string> | string;
  receivedStatuses: Array<string> | string;
  inForceStatus: string;
  commissionKind: string;
  openClaimStatuses: Array<string> | string;
  renewalToDo: Plan_Order_Bool_Exp;
  renewalToDoLimit: number;
  instalmentToDo: Plan_Order_Bool_Exp;
  instalmentToDoLimit: number;
  failedTry: Payment_Bool_Exp;
}>;


export type GetDashboardQuery = { agent_by_pk: { __typename: 'agent', id: string, wallet_balance_kobo: number } | null, plans_sold: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: number, sum: { __typename: 'plan_order_sum_fields', premium_kobo: number | null } | null } | null }, collected: { __typename: 'payment_aggregate', aggregate: { __typename: 'payment_aggregate_fields', sum: { __typename: 'payment_sum_fields', amount_kobo: number | null, refunded_kobo: number | null } | null } | null }, commission: { __typename: 'wallet_transaction_aggregate', aggregate: { __typename: 'wallet_transaction_aggregate_fields', sum: { __typename: 'wallet_transaction_sum_fields', amount_kobo: number | null } | null } | null }, open_claims: { __typename: 'claim_aggregate', aggregate: { __typename: 'claim_aggregate_fields', count: number } | null }, renewals_due: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: number } | null }, renewal_to_do: Array<{ __typename: 'plan_order', id: string, policy_number: string, ends_on: string, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } }>, instalment_to_do: Array<{ __typename: 'plan_order', id: string, reference: string, policy_number: string, status: string, lapsed_on: string | null, instalments: number, instalment_kobo: number | null, amount_paid_kobo: number, failed_tries: Array<{ __typename: 'payment', instalment_number: number | null, failure_reason: string | null }>, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } }>, renewal_to_do_total: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: number } | null }, latest_orders: Array<{ __typename: 'plan_order', id: string, reference: string, status: string, premium_kobo: number, created_at: string, customer: { __typename: 'customer', id: string, first_name: string, last_name: string }, plan: { __typename: 'plan', id: string, name: string } }> };

export type AgentEvidenceLinksQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type AgentEvidenceLinksQuery = { evidence_links: Array<{ __typename: 'evidence_link', evidence_id: string, url: string, content_type: string, expires_at: string }> };

export type OnboardCustomerMutationVariables = Exact<{
  customer: Onboard_Customer_Input;
  device: Device_Input;
  idempotencyKey: string;
}>;


export type OnboardCustomerMutation = { onboard_customer: { __typename: 'onboard_customer_output', customer_id: string, device_id: string, plan_eligible: boolean, ineligible_reason: string | null } };

export type CancelOrderMutationVariables = Exact<{
  idempotencyKey: string;
  orderId: string;
  reason: string;
}>;


export type CancelOrderMutation = { cancel_order: { __typename: 'cancel_order_output', order_id: string, status: string, refund_kobo: number, clawback_kobo: number, basis: Cancellation_Basis } };

export type QuoteCancellationQueryVariables = Exact<{
  orderId: string;
}>;


export type QuoteCancellationQuery = { quote_cancellation: { __typename: 'cancellation_quote', order_id: string, reference: string, refund_kobo: number, refund_to: Cancellation_Refund_Channel, clawback_kobo: number, basis: Cancellation_Basis, reason: string, cooling_off_ends_on: string }, plan_order_by_pk: { __typename: 'plan_order', id: string, policy_number: string, status: string, starts_on: string, ends_on: string, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } } | null };

export type GetOrderQueryVariables = Exact<{
  id: string;
  boughtStatuses: Array<string> | string;
}>;


export type GetOrderQuery = { plan_order_by_pk: { __typename: 'plan_order', id: string, reference: string, policy_number: string, status: string, billing: string, starts_on: string, ends_on: string, created_at: string, premium_kobo: number, amount_paid_kobo: number, commission_kobo: number, instalments: number, instalment_kobo: number | null, lapsed_on: string | null, plan: { __typename: 'plan', id: string, name: string, covers: unknown }, device: { __typename: 'device', id: string, brand: string, model: string, imei: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string, phone: string }, renewals_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: number } | null }, payments: Array<{ __typename: 'payment', id: string, purpose: string, method: string, reference: string, card_last4: string | null, channel: string | null, gateway_reference: string | null, status: string, amount_kobo: number, failure_reason: string | null, instalment_number: number | null, charge_attempt: number | null, created_at: string, payment_events: Array<{ __typename: 'payment_event', id: string, status: string, source: string, detail: unknown, at: string }> }>, messages: Array<{ __typename: 'message', id: string, event: string, channel: string, recipient: string, body: string, status: string, provider_status: string | null, last_error: string | null, created_at: string, sent_at: string | null, delivered_at: string | null }>, claims: Array<{ __typename: 'claim', id: string, reference: string, claim_type: string, status: string, created_at: string }> } | null };

export type GetOrdersForExportQueryVariables = Exact<{
  where: Plan_Order_Bool_Exp;
  orderBy: Array<Plan_Order_Order_By> | Plan_Order_Order_By;
  limit: number;
  offset: number;
}>;


export type GetOrdersForExportQuery = { plan_order: Array<{ __typename: 'plan_order', id: string, reference: string, policy_number: string, status: string, billing: string, premium_kobo: number, amount_paid_kobo: number, commission_kobo: number, created_at: string, starts_on: string, ends_on: string, customer: { __typename: 'customer', phone: string, id: string, first_name: string, last_name: string }, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string } }>, plan_order_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: number } | null } };

export type GetOrdersQueryVariables = Exact<{
  where: Plan_Order_Bool_Exp;
  orderBy: Array<Plan_Order_Order_By> | Plan_Order_Order_By;
  limit: number;
  offset: number;
}>;


export type GetOrdersQuery = { plan_order: Array<{ __typename: 'plan_order', id: string, reference: string, status: string, billing: string, premium_kobo: number, created_at: string, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } }>, plan_order_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: number } | null } };

export type OrderPartiesFragment = { __typename: 'plan_order', plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } };

export type PayInstalmentMutationVariables = Exact<{
  idempotencyKey: string;
  orderId: string;
  paymentMethod: Payment_Method;
}>;


export type PayInstalmentMutation = { pay_instalment: { __typename: 'pay_instalment_output', instalment_number: number, payment: { __typename: 'payment_state', payment_id: string } } };

export type GetPartnerByCodeQueryVariables = Exact<{
  code: string;
}>;


export type GetPartnerByCodeQuery = { partner: Array<{ __typename: 'partner', code: string, allow_postpaid_plan: boolean, id: string }> };

export type CheckPasswordLinkQueryVariables = Exact<{
  token: string;
}>;


export type CheckPasswordLinkQuery = { check_password_link: { __typename: 'password_link_info', purpose: Password_Link_Purpose, state: Password_Link_State, first_name: string, partner_name: string, expires_at: string } | null };

export type SetPasswordWithLinkMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type SetPasswordWithLinkMutation = { set_password_with_link: { __typename: 'set_password_with_link_output', phone: string, partner_code: string } };

export type ConfirmPaymentMutationVariables = Exact<{
  paymentId: string;
}>;


export type ConfirmPaymentMutation = { confirm_payment: { __typename: 'payment_state', payment_id: string, reference: string, purpose: string, method: string, status: string, amount_kobo: number, refunded_kobo: number, channel: string | null, gateway_reference: string | null, checkout_url: string | null, ussd_code: string | null, failure_reason: string | null, card_last4: string | null, order_id: string | null, order_status: string | null, claim_id: string | null, wallet_balance_kobo: number | null, updated_at: string, transfer: { __typename: 'transfer_account', account_number: string, account_name: string, bank_name: string, amount_kobo: number, expires_at: string } | null } };

export type GetPaymentStatusQueryVariables = Exact<{
  paymentId: string;
}>;


export type GetPaymentStatusQuery = { payment_status: { __typename: 'payment_state', payment_id: string, reference: string, purpose: string, method: string, status: string, amount_kobo: number, refunded_kobo: number, channel: string | null, gateway_reference: string | null, checkout_url: string | null, ussd_code: string | null, failure_reason: string | null, card_last4: string | null, order_id: string | null, order_status: string | null, claim_id: string | null, wallet_balance_kobo: number | null, updated_at: string, transfer: { __typename: 'transfer_account', account_number: string, account_name: string, bank_name: string, amount_kobo: number, expires_at: string } | null } | null };

export type PaymentStateFieldsFragment = { __typename: 'payment_state', payment_id: string, reference: string, purpose: string, method: string, status: string, amount_kobo: number, refunded_kobo: number, channel: string | null, gateway_reference: string | null, checkout_url: string | null, ussd_code: string | null, failure_reason: string | null, card_last4: string | null, order_id: string | null, order_status: string | null, claim_id: string | null, wallet_balance_kobo: number | null, updated_at: string, transfer: { __typename: 'transfer_account', account_number: string, account_name: string, bank_name: string, amount_kobo: number, expires_at: string } | null };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { change_password: boolean };

export type GetRenewalsQueryVariables = Exact<{
  from: string;
  until: string;
  renewableStatuses: Array<string> | string;
  boughtStatuses: Array<string> | string;
  limit: number;
  toDo: Plan_Order_Bool_Exp;
  instalmentToDo: Plan_Order_Bool_Exp;
  instalmentToDoLimit: number;
  failedTry: Payment_Bool_Exp;
}>;


export type GetRenewalsQuery = { plan_order: Array<{ __typename: 'plan_order', id: string, reference: string, policy_number: string, ends_on: string, renewals_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: number } | null }, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } }>, to_do: Array<{ __typename: 'plan_order', id: string, policy_number: string, ends_on: string, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } }>, instalment_to_do: Array<{ __typename: 'plan_order', id: string, reference: string, policy_number: string, status: string, lapsed_on: string | null, instalments: number, instalment_kobo: number | null, amount_paid_kobo: number, failed_tries: Array<{ __typename: 'payment', instalment_number: number | null, failure_reason: string | null }>, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } }> };

export type InstalmentToDoOrderFragment = { __typename: 'plan_order', id: string, reference: string, policy_number: string, status: string, lapsed_on: string | null, instalments: number, instalment_kobo: number | null, amount_paid_kobo: number, failed_tries: Array<{ __typename: 'payment', instalment_number: number | null, failure_reason: string | null }>, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } };

export type RenewalToDoOrderFragment = { __typename: 'plan_order', id: string, policy_number: string, ends_on: string, plan: { __typename: 'plan', id: string, name: string }, device: { __typename: 'device', id: string, brand: string, model: string }, customer: { __typename: 'customer', id: string, first_name: string, last_name: string } };

export type GetCurrentAgentQueryVariables = Exact<{
  id: string;
}>;


export type GetCurrentAgentQuery = { agent_by_pk: { __typename: 'agent', id: string, first_name: string, last_name: string, phone: string, email: string | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type VerifyCardQueryVariables = Exact<{
  code: string;
  imeiLast4?: string | null | undefined;
}>;


export type VerifyCardQuery = { verify_card: { __typename: 'verify_card_output', policy_number: string, valid: boolean, status: string, partner_name: string, plan_name: string, starts_on: string, ends_on: string, device_brand: string, device_model: string, masked_imei: string } | null };

export type FundWalletMutationVariables = Exact<{
  idempotencyKey: string;
  amountKobo: number;
}>;


export type FundWalletMutation = { fund_wallet: { __typename: 'fund_wallet_output', payment: { __typename: 'payment_state', payment_id: string, reference: string, purpose: string, method: string, status: string, amount_kobo: number, refunded_kobo: number, channel: string | null, gateway_reference: string | null, checkout_url: string | null, ussd_code: string | null, failure_reason: string | null, card_last4: string | null, order_id: string | null, order_status: string | null, claim_id: string | null, wallet_balance_kobo: number | null, updated_at: string, transfer: { __typename: 'transfer_account', account_number: string, account_name: string, bank_name: string, amount_kobo: number, expires_at: string } | null } } };

export type FindFundingByKeyQueryVariables = Exact<{
  key: string;
}>;


export type FindFundingByKeyQuery = { payment: Array<{ __typename: 'payment', id: string, reference: string, amount_kobo: number, status: string }> };

export type GetWalletSummaryQueryVariables = Exact<{
  agentId: string;
  monthStart: string;
}>;


export type GetWalletSummaryQuery = { agent_by_pk: { __typename: 'agent', id: string, wallet_balance_kobo: number } | null, commission: { __typename: 'wallet_transaction_aggregate', aggregate: { __typename: 'wallet_transaction_aggregate_fields', sum: { __typename: 'wallet_transaction_sum_fields', amount_kobo: number | null } | null } | null } };

export type GetWalletLedgerQueryVariables = Exact<{
  where: Wallet_Transaction_Bool_Exp;
  limit: number;
  offset: number;
}>;


export type GetWalletLedgerQuery = { wallet_transaction: Array<{ __typename: 'wallet_transaction', id: string, kind: string, description: string, amount_kobo: number, balance_after_kobo: number, created_at: string, payment: { __typename: 'payment', id: string, reference: string } | null, plan_order: { __typename: 'plan_order', id: string, reference: string } | null }>, wallet_transaction_aggregate: { __typename: 'wallet_transaction_aggregate', aggregate: { __typename: 'wallet_transaction_aggregate_fields', count: number } | null } };

export type OpenWalletAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type OpenWalletAccountMutation = { open_wallet_account: { __typename: 'wallet_account_output', status: string, account_number: string | null, account_name: string | null, bank_name: string | null } };

export const PaymentStateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"payment_state"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"refunded_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"gateway_reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkout_url"}},{"kind":"Field","name":{"kind":"Name","value":"transfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account_number"}},{"kind":"Field","name":{"kind":"Name","value":"account_name"}},{"kind":"Field","name":{"kind":"Name","value":"bank_name"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ussd_code"}},{"kind":"Field","name":{"kind":"Name","value":"failure_reason"}},{"kind":"Field","name":{"kind":"Name","value":"card_last4"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"order_status"}},{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<PaymentStateFieldsFragment, unknown>;
export const OrderPartiesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]} as unknown as DocumentNode<OrderPartiesFragment, unknown>;
export const InstalmentToDoOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstalmentToDoOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lapsed_on"}},{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"instalment_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"amount_paid_kobo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}},{"kind":"Field","alias":{"kind":"Name","value":"failed_tries"},"name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"failedTry"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"instalment_number"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instalment_number"}},{"kind":"Field","name":{"kind":"Name","value":"failure_reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]} as unknown as DocumentNode<InstalmentToDoOrderFragment, unknown>;
export const RenewalToDoOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RenewalToDoOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]} as unknown as DocumentNode<RenewalToDoOrderFragment, unknown>;
export const GetSignInPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSignInPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"demo_login_hint"}},{"kind":"Field","name":{"kind":"Name","value":"demo_staff_hint"}}]}}]}}]} as unknown as DocumentNode<GetSignInPartnerQuery, GetSignInPartnerQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partner_code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const BuyPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"billing_type"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"payment_method"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ussdBank"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ussd_bank"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"renewalOfOrderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inspectionEvidenceIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buy_plan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"device_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"plan_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"billing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billing"}}},{"kind":"Argument","name":{"kind":"Name","value":"payment_method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}},{"kind":"Argument","name":{"kind":"Name","value":"ussd_bank"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ussdBank"}}},{"kind":"Argument","name":{"kind":"Name","value":"renewal_of_order_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"renewalOfOrderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"inspection_evidence_ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inspectionEvidenceIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"verification_code"}},{"kind":"Field","name":{"kind":"Name","value":"billing"}},{"kind":"Field","name":{"kind":"Name","value":"premium_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"instalment_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"amount_paid_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"commission_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentStateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"payment_state"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"refunded_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"gateway_reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkout_url"}},{"kind":"Field","name":{"kind":"Name","value":"transfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account_number"}},{"kind":"Field","name":{"kind":"Name","value":"account_name"}},{"kind":"Field","name":{"kind":"Name","value":"bank_name"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ussd_code"}},{"kind":"Field","name":{"kind":"Name","value":"failure_reason"}},{"kind":"Field","name":{"kind":"Name","value":"card_last4"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"order_status"}},{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<BuyPlanMutation, BuyPlanMutationVariables>;
export const FindSaleByKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindSaleByKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"verification_code"}},{"kind":"Field","name":{"kind":"Name","value":"billing"}},{"kind":"Field","name":{"kind":"Name","value":"premium_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"instalment_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"amount_paid_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"commission_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"renewal_of"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<FindSaleByKeyQuery, FindSaleByKeyQueryVariables>;
export const GetRenewedOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRenewedOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_order_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"device_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GetRenewedOrderQuery, GetRenewedOrderQueryVariables>;
export const GetSaleCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSaleCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"imei"}},{"kind":"Field","name":{"kind":"Name","value":"purchase_price_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"purchase_date"}},{"kind":"Field","name":{"kind":"Name","value":"plan_orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"ACTIVE","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"starts_on"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetSaleCustomerQuery, GetSaleCustomerQueryVariables>;
export const GetWalletBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetWalletBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}}]}}]}}]} as unknown as DocumentNode<GetWalletBalanceQuery, GetWalletBalanceQueryVariables>;
export const QuotePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"renewalOfOrderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote_plan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"device_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"renewal_of_order_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"renewalOfOrderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"covers"}},{"kind":"Field","name":{"kind":"Name","value":"term_months"}},{"kind":"Field","name":{"kind":"Name","value":"claims_per_term"}},{"kind":"Field","name":{"kind":"Name","value":"prepaid_premium_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"postpaid_instalment_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"postpaid_instalments"}},{"kind":"Field","name":{"kind":"Name","value":"postpaid_total_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"excess_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"theft_excess_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"inspection_photos"}}]}}]}}]} as unknown as DocumentNode<QuotePlanQuery, QuotePlanQueryVariables>;
export const GetCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_order_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]} as unknown as DocumentNode<GetCardsQuery, GetCardsQueryVariables>;
export const GetProtectionCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetProtectionCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_order_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"verification_code"}},{"kind":"Field","name":{"kind":"Name","value":"partner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"covers"}},{"kind":"Field","name":{"kind":"Name","value":"claims_per_term"}},{"kind":"Field","name":{"kind":"Name","value":"excess_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"theft_excess_rate_bp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"imei"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]}}]} as unknown as DocumentNode<GetProtectionCardQuery, GetProtectionCardQueryVariables>;
export const GetPartnerSupportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPartnerSupport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"support_phone"}},{"kind":"Field","name":{"kind":"Name","value":"support_email"}}]}}]}}]} as unknown as DocumentNode<GetPartnerSupportQuery, GetPartnerSupportQueryVariables>;
export const FindClaimByKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindClaimByKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]} as unknown as DocumentNode<FindClaimByKeyQuery, FindClaimByKeyQueryVariables>;
export const GetClaimableOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetClaimableOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}}]}}]},{"kind":"Variable","name":{"kind":"Name","value":"where"}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_order_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_and"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}}]}}]},{"kind":"Variable","name":{"kind":"Name","value":"where"}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]} as unknown as DocumentNode<GetClaimableOrdersQuery, GetClaimableOrdersQueryVariables>;
export const QuoteClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote_claim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"plan_name"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"claims_per_term"}},{"kind":"Field","name":{"kind":"Name","value":"claims_used"}},{"kind":"Field","name":{"kind":"Name","value":"open_claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim_type"}},{"kind":"Field","name":{"kind":"Name","value":"excess_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"covered_from"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_order_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]}}]} as unknown as DocumentNode<QuoteClaimQuery, QuoteClaimQueryVariables>;
export const SubmitClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"claim_type"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"incidentDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policeReportNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"evidenceIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submit_claim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"claim_type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimType"}}},{"kind":"Argument","name":{"kind":"Name","value":"incident_date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"incidentDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}},{"kind":"Argument","name":{"kind":"Name","value":"police_report_number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policeReportNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"evidence_ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"evidenceIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"excess_kobo"}}]}}]}}]} as unknown as DocumentNode<SubmitClaimMutation, SubmitClaimMutationVariables>;
export const AddClaimEvidenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddClaimEvidence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"evidenceIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"add_claim_evidence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"claim_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimId"}}},{"kind":"Argument","name":{"kind":"Name","value":"evidence_ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"evidenceIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"evidence_count"}}]}}]}}]} as unknown as DocumentNode<AddClaimEvidenceMutation, AddClaimEvidenceMutationVariables>;
export const AddClaimNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddClaimNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"add_claim_note"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"claim_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note_id"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]} as unknown as DocumentNode<AddClaimNoteMutation, AddClaimNoteMutationVariables>;
export const GetClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetClaims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"claim_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"claim_type"}},{"kind":"Field","name":{"kind":"Name","value":"incident_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"excess_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"claim_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<GetClaimsQuery, GetClaimsQueryVariables>;
export const GetClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"claim_type"}},{"kind":"Field","name":{"kind":"Name","value":"incident_date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"police_report_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"excess_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"evidence_requested_at"}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"content_type"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excess_payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"card_last4"}},{"kind":"Field","name":{"kind":"Name","value":"paid_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excess_payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"PENDING","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"imei"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claim_events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"payment_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"author_role"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]}}]} as unknown as DocumentNode<GetClaimQuery, GetClaimQueryVariables>;
export const PayExcessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayExcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"claimId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"payment_method"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pay_excess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"claim_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"claimId"}}},{"kind":"Argument","name":{"kind":"Name","value":"payment_method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_id"}}]}}]}}]}}]} as unknown as DocumentNode<PayExcessMutation, PayExcessMutationVariables>;
export const AddDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"device"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"device_input"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"add_device"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"device"},"value":{"kind":"Variable","name":{"kind":"Name","value":"device"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer_id"}},{"kind":"Field","name":{"kind":"Name","value":"device_id"}},{"kind":"Field","name":{"kind":"Name","value":"plan_eligible"}},{"kind":"Field","name":{"kind":"Name","value":"ineligible_reason"}}]}}]}}]} as unknown as DocumentNode<AddDeviceMutation, AddDeviceMutationVariables>;
export const GetCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"customer_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"devices_aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<GetCustomersQuery, GetCustomersQueryVariables>;
export const GetCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"date_of_birth"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"id_type"}},{"kind":"Field","name":{"kind":"Name","value":"id_number_last4"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"imei"}},{"kind":"Field","name":{"kind":"Name","value":"imei2"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"purchase_price_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"purchase_date"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"plan_orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"ACTIVE","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"starts_on"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"premium_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"claim_type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetCustomerQuery, GetCustomerQueryVariables>;
export const GetDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monthStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"today"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"renewalsUntil"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"soldStatuses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planPurposes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"receivedStatuses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inForceStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commissionKind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"openClaimStatuses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"renewalToDo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"renewalToDoLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instalmentToDo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instalmentToDoLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"failedTry"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"payment_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"plans_sold"},"name":{"kind":"Name","value":"plan_order_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monthStart"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"soldStatuses"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"sum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"premium_kobo"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"collected"},"name":{"kind":"Name","value":"payment_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"purpose"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planPurposes"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"receivedStatuses"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"paid_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monthStart"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"refunded_kobo"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"commission"},"name":{"kind":"Name","value":"wallet_transaction_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commissionKind"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monthStart"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"open_claims"},"name":{"kind":"Name","value":"claim_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"openClaimStatuses"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"renewals_due"},"name":{"kind":"Name","value":"plan_order_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inForceStatus"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"ends_on"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"_lte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"renewalsUntil"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"renewal_to_do"},"name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"renewalToDo"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ends_on"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"renewalToDoLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RenewalToDoOrder"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"instalment_to_do"},"name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instalmentToDo"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"policy_number"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instalmentToDoLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstalmentToDoOrder"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"renewal_to_do_total"},"name":{"kind":"Name","value":"plan_order_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"renewalToDo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"latest_orders"},"name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"premium_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstalmentToDoOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lapsed_on"}},{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"instalment_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"amount_paid_kobo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}},{"kind":"Field","alias":{"kind":"Name","value":"failed_tries"},"name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"failedTry"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"instalment_number"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instalment_number"}},{"kind":"Field","name":{"kind":"Name","value":"failure_reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RenewalToDoOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}}]}}]} as unknown as DocumentNode<GetDashboardQuery, GetDashboardQueryVariables>;
export const AgentEvidenceLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentEvidenceLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidence_links"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"evidence_ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evidence_id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"content_type"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}}]}}]} as unknown as DocumentNode<AgentEvidenceLinksQuery, AgentEvidenceLinksQueryVariables>;
export const OnboardCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"onboard_customer_input"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"device"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"device_input"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onboard_customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customer"}}},{"kind":"Argument","name":{"kind":"Name","value":"device"},"value":{"kind":"Variable","name":{"kind":"Name","value":"device"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer_id"}},{"kind":"Field","name":{"kind":"Name","value":"device_id"}},{"kind":"Field","name":{"kind":"Name","value":"plan_eligible"}},{"kind":"Field","name":{"kind":"Name","value":"ineligible_reason"}}]}}]}}]} as unknown as DocumentNode<OnboardCustomerMutation, OnboardCustomerMutationVariables>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancel_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"refund_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"clawback_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const QuoteCancellationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuoteCancellation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote_cancellation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"refund_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"refund_to"}},{"kind":"Field","name":{"kind":"Name","value":"clawback_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"cooling_off_ends_on"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_order_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]} as unknown as DocumentNode<QuoteCancellationQuery, QuoteCancellationQueryVariables>;
export const GetOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"boughtStatuses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_order_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"billing"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"premium_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"amount_paid_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"commission_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"instalment_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"lapsed_on"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"covers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"imei"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewals_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"boughtStatuses"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"card_last4"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"gateway_reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"failure_reason"}},{"kind":"Field","name":{"kind":"Name","value":"instalment_number"}},{"kind":"Field","name":{"kind":"Name","value":"charge_attempt"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"payment_events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"provider_status"}},{"kind":"Field","name":{"kind":"Name","value":"last_error"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"sent_at"}},{"kind":"Field","name":{"kind":"Name","value":"delivered_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"EnumValue","value":"desc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"desc"}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"claim_type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}}]}}]}}]}}]} as unknown as DocumentNode<GetOrderQuery, GetOrderQueryVariables>;
export const GetOrdersForExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOrdersForExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_order_by"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"billing"}},{"kind":"Field","name":{"kind":"Name","value":"premium_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"amount_paid_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"commission_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_order_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]} as unknown as DocumentNode<GetOrdersForExportQuery, GetOrdersForExportQueryVariables>;
export const GetOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_order_by"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"billing"}},{"kind":"Field","name":{"kind":"Name","value":"premium_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_order_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}}]} as unknown as DocumentNode<GetOrdersQuery, GetOrdersQueryVariables>;
export const PayInstalmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayInstalment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"payment_method"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pay_instalment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"payment_method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethod"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instalment_number"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_id"}}]}}]}}]}}]} as unknown as DocumentNode<PayInstalmentMutation, PayInstalmentMutationVariables>;
export const GetPartnerByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPartnerByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"allow_postpaid_plan"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<GetPartnerByCodeQuery, GetPartnerByCodeQueryVariables>;
export const CheckPasswordLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckPasswordLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"check_password_link"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"partner_name"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}}]}}]} as unknown as DocumentNode<CheckPasswordLinkQuery, CheckPasswordLinkQueryVariables>;
export const SetPasswordWithLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPasswordWithLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set_password_with_link"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"new_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"partner_code"}}]}}]}}]} as unknown as DocumentNode<SetPasswordWithLinkMutation, SetPasswordWithLinkMutationVariables>;
export const ConfirmPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirm_payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentStateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"payment_state"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"refunded_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"gateway_reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkout_url"}},{"kind":"Field","name":{"kind":"Name","value":"transfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account_number"}},{"kind":"Field","name":{"kind":"Name","value":"account_name"}},{"kind":"Field","name":{"kind":"Name","value":"bank_name"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ussd_code"}},{"kind":"Field","name":{"kind":"Name","value":"failure_reason"}},{"kind":"Field","name":{"kind":"Name","value":"card_last4"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"order_status"}},{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<ConfirmPaymentMutation, ConfirmPaymentMutationVariables>;
export const GetPaymentStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPaymentStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_status"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payment_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentStateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"payment_state"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"refunded_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"gateway_reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkout_url"}},{"kind":"Field","name":{"kind":"Name","value":"transfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account_number"}},{"kind":"Field","name":{"kind":"Name","value":"account_name"}},{"kind":"Field","name":{"kind":"Name","value":"bank_name"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ussd_code"}},{"kind":"Field","name":{"kind":"Name","value":"failure_reason"}},{"kind":"Field","name":{"kind":"Name","value":"card_last4"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"order_status"}},{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<GetPaymentStatusQuery, GetPaymentStatusQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change_password"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"current_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"new_password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const GetRenewalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRenewals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"until"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"renewableStatuses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"boughtStatuses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instalmentToDo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instalmentToDoLimit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"failedTry"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"payment_bool_exp"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"renewableStatuses"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"ends_on"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"_lte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"until"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ends_on"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}},{"kind":"Field","name":{"kind":"Name","value":"renewals_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"boughtStatuses"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"to_do"},"name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDo"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ends_on"},"value":{"kind":"EnumValue","value":"asc"}}]},{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RenewalToDoOrder"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"instalment_to_do"},"name":{"kind":"Name","value":"plan_order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instalmentToDo"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"policy_number"},"value":{"kind":"EnumValue","value":"asc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instalmentToDoLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstalmentToDoOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderParties"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"device"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstalmentToDoOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lapsed_on"}},{"kind":"Field","name":{"kind":"Name","value":"instalments"}},{"kind":"Field","name":{"kind":"Name","value":"instalment_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"amount_paid_kobo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}},{"kind":"Field","alias":{"kind":"Name","value":"failed_tries"},"name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"failedTry"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"instalment_number"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instalment_number"}},{"kind":"Field","name":{"kind":"Name","value":"failure_reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RenewalToDoOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"plan_order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderParties"}}]}}]} as unknown as DocumentNode<GetRenewalsQuery, GetRenewalsQueryVariables>;
export const GetCurrentAgentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCurrentAgent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"first_name"}},{"kind":"Field","name":{"kind":"Name","value":"last_name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<GetCurrentAgentQuery, GetCurrentAgentQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const VerifyCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerifyCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imeiLast4"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verify_card"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"imei_last4"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imeiLast4"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy_number"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partner_name"}},{"kind":"Field","name":{"kind":"Name","value":"plan_name"}},{"kind":"Field","name":{"kind":"Name","value":"starts_on"}},{"kind":"Field","name":{"kind":"Name","value":"ends_on"}},{"kind":"Field","name":{"kind":"Name","value":"device_brand"}},{"kind":"Field","name":{"kind":"Name","value":"device_model"}},{"kind":"Field","name":{"kind":"Name","value":"masked_imei"}}]}}]}}]} as unknown as DocumentNode<VerifyCardQuery, VerifyCardQueryVariables>;
export const FundWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FundWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amountKobo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"bigint"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fund_wallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount_kobo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amountKobo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentStateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"payment_state"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment_id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"refunded_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"gateway_reference"}},{"kind":"Field","name":{"kind":"Name","value":"checkout_url"}},{"kind":"Field","name":{"kind":"Name","value":"transfer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account_number"}},{"kind":"Field","name":{"kind":"Name","value":"account_name"}},{"kind":"Field","name":{"kind":"Name","value":"bank_name"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"expires_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ussd_code"}},{"kind":"Field","name":{"kind":"Name","value":"failure_reason"}},{"kind":"Field","name":{"kind":"Name","value":"card_last4"}},{"kind":"Field","name":{"kind":"Name","value":"order_id"}},{"kind":"Field","name":{"kind":"Name","value":"order_status"}},{"kind":"Field","name":{"kind":"Name","value":"claim_id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}}]} as unknown as DocumentNode<FundWalletMutation, FundWalletMutationVariables>;
export const FindFundingByKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindFundingByKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"idempotency_key"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"purpose"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"WALLET_FUNDING","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FindFundingByKeyQuery, FindFundingByKeyQueryVariables>;
export const GetWalletSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetWalletSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"uuid"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"monthStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"timestamptz"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agent_by_pk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet_balance_kobo"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"commission"},"name":{"kind":"Name","value":"wallet_transaction_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_eq"},"value":{"kind":"StringValue","value":"COMMISSION","block":false}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"created_at"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"_gte"},"value":{"kind":"Variable","name":{"kind":"Name","value":"monthStart"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sum"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetWalletSummaryQuery, GetWalletSummaryQueryVariables>;
export const GetWalletLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetWalletLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"where"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"wallet_transaction_bool_exp"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet_transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}},{"kind":"Argument","name":{"kind":"Name","value":"order_by"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"seq"},"value":{"kind":"EnumValue","value":"desc"}}]}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"balance_after_kobo"}},{"kind":"Field","name":{"kind":"Name","value":"created_at"}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plan_order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wallet_transaction_aggregate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"Variable","name":{"kind":"Name","value":"where"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<GetWalletLedgerQuery, GetWalletLedgerQueryVariables>;
export const OpenWalletAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenWalletAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open_wallet_account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"account_number"}},{"kind":"Field","name":{"kind":"Name","value":"account_name"}},{"kind":"Field","name":{"kind":"Name","value":"bank_name"}}]}}]}}]} as unknown as DocumentNode<OpenWalletAccountMutation, OpenWalletAccountMutationVariables>;