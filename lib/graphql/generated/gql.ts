/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query GetSignInPartner($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      id\n      demo_login_hint\n    }\n  }\n": typeof types.GetSignInPartnerDocument,
    "\n  mutation Login($partnerCode: String!, $identifier: String!, $password: String!) {\n    login(partner_code: $partnerCode, identifier: $identifier, password: $password) {\n      token\n      expires_at\n      agent_id\n      partner_id\n      first_name\n      last_name\n      phone\n      email\n    }\n  }\n": typeof types.LoginDocument,
    "\n  query GetPartnerSupport($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      id\n      name\n      support_phone\n      support_email\n    }\n  }\n": typeof types.GetPartnerSupportDocument,
    "\n  query GetDashboard($agentId: uuid!, $monthStart: timestamptz!, $today: date!, $renewalsUntil: date!) {\n    agent_by_pk(id: $agentId) {\n      id\n      wallet_balance_kobo\n    }\n    plans_sold: plan_order_aggregate(where: { created_at: { _gte: $monthStart }, status: { _in: [\"ACTIVE\", \"EXPIRED\"] } }) {\n      aggregate {\n        count\n        sum {\n          premium_kobo\n        }\n      }\n    }\n    commission: wallet_transaction_aggregate(where: { kind: { _eq: \"COMMISSION\" }, created_at: { _gte: $monthStart } }) {\n      aggregate {\n        sum {\n          amount_kobo\n        }\n      }\n    }\n    open_claims: claim_aggregate(where: { status: { _nin: [\"REJECTED\", \"COMPLETED\"] } }) {\n      aggregate {\n        count\n      }\n    }\n    renewals_due: plan_order_aggregate(where: { status: { _eq: \"ACTIVE\" }, ends_on: { _gte: $today, _lte: $renewalsUntil } }) {\n      aggregate {\n        count\n      }\n    }\n    latest_orders: plan_order(order_by: [{ created_at: desc }], limit: 5) {\n      id\n      reference\n      status\n      premium_kobo\n      created_at\n      customer {\n        id\n        first_name\n        last_name\n      }\n      plan {\n        id\n        name\n      }\n    }\n  }\n": typeof types.GetDashboardDocument,
    "\n  query GetPartnerByCode($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      code\n      allow_postpaid_plan\n      id\n    }\n  }\n": typeof types.GetPartnerByCodeDocument,
    "\n  query GetCurrentAgent($id: uuid!) {\n    agent_by_pk(id: $id) {\n      id\n      first_name\n      last_name\n      phone\n      email\n    }\n  }\n": typeof types.GetCurrentAgentDocument,
};
const documents: Documents = {
    "\n  query GetSignInPartner($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      id\n      demo_login_hint\n    }\n  }\n": types.GetSignInPartnerDocument,
    "\n  mutation Login($partnerCode: String!, $identifier: String!, $password: String!) {\n    login(partner_code: $partnerCode, identifier: $identifier, password: $password) {\n      token\n      expires_at\n      agent_id\n      partner_id\n      first_name\n      last_name\n      phone\n      email\n    }\n  }\n": types.LoginDocument,
    "\n  query GetPartnerSupport($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      id\n      name\n      support_phone\n      support_email\n    }\n  }\n": types.GetPartnerSupportDocument,
    "\n  query GetDashboard($agentId: uuid!, $monthStart: timestamptz!, $today: date!, $renewalsUntil: date!) {\n    agent_by_pk(id: $agentId) {\n      id\n      wallet_balance_kobo\n    }\n    plans_sold: plan_order_aggregate(where: { created_at: { _gte: $monthStart }, status: { _in: [\"ACTIVE\", \"EXPIRED\"] } }) {\n      aggregate {\n        count\n        sum {\n          premium_kobo\n        }\n      }\n    }\n    commission: wallet_transaction_aggregate(where: { kind: { _eq: \"COMMISSION\" }, created_at: { _gte: $monthStart } }) {\n      aggregate {\n        sum {\n          amount_kobo\n        }\n      }\n    }\n    open_claims: claim_aggregate(where: { status: { _nin: [\"REJECTED\", \"COMPLETED\"] } }) {\n      aggregate {\n        count\n      }\n    }\n    renewals_due: plan_order_aggregate(where: { status: { _eq: \"ACTIVE\" }, ends_on: { _gte: $today, _lte: $renewalsUntil } }) {\n      aggregate {\n        count\n      }\n    }\n    latest_orders: plan_order(order_by: [{ created_at: desc }], limit: 5) {\n      id\n      reference\n      status\n      premium_kobo\n      created_at\n      customer {\n        id\n        first_name\n        last_name\n      }\n      plan {\n        id\n        name\n      }\n    }\n  }\n": types.GetDashboardDocument,
    "\n  query GetPartnerByCode($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      code\n      allow_postpaid_plan\n      id\n    }\n  }\n": types.GetPartnerByCodeDocument,
    "\n  query GetCurrentAgent($id: uuid!) {\n    agent_by_pk(id: $id) {\n      id\n      first_name\n      last_name\n      phone\n      email\n    }\n  }\n": types.GetCurrentAgentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSignInPartner($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      id\n      demo_login_hint\n    }\n  }\n"): (typeof documents)["\n  query GetSignInPartner($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      id\n      demo_login_hint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($partnerCode: String!, $identifier: String!, $password: String!) {\n    login(partner_code: $partnerCode, identifier: $identifier, password: $password) {\n      token\n      expires_at\n      agent_id\n      partner_id\n      first_name\n      last_name\n      phone\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation Login($partnerCode: String!, $identifier: String!, $password: String!) {\n    login(partner_code: $partnerCode, identifier: $identifier, password: $password) {\n      token\n      expires_at\n      agent_id\n      partner_id\n      first_name\n      last_name\n      phone\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPartnerSupport($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      id\n      name\n      support_phone\n      support_email\n    }\n  }\n"): (typeof documents)["\n  query GetPartnerSupport($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      id\n      name\n      support_phone\n      support_email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDashboard($agentId: uuid!, $monthStart: timestamptz!, $today: date!, $renewalsUntil: date!) {\n    agent_by_pk(id: $agentId) {\n      id\n      wallet_balance_kobo\n    }\n    plans_sold: plan_order_aggregate(where: { created_at: { _gte: $monthStart }, status: { _in: [\"ACTIVE\", \"EXPIRED\"] } }) {\n      aggregate {\n        count\n        sum {\n          premium_kobo\n        }\n      }\n    }\n    commission: wallet_transaction_aggregate(where: { kind: { _eq: \"COMMISSION\" }, created_at: { _gte: $monthStart } }) {\n      aggregate {\n        sum {\n          amount_kobo\n        }\n      }\n    }\n    open_claims: claim_aggregate(where: { status: { _nin: [\"REJECTED\", \"COMPLETED\"] } }) {\n      aggregate {\n        count\n      }\n    }\n    renewals_due: plan_order_aggregate(where: { status: { _eq: \"ACTIVE\" }, ends_on: { _gte: $today, _lte: $renewalsUntil } }) {\n      aggregate {\n        count\n      }\n    }\n    latest_orders: plan_order(order_by: [{ created_at: desc }], limit: 5) {\n      id\n      reference\n      status\n      premium_kobo\n      created_at\n      customer {\n        id\n        first_name\n        last_name\n      }\n      plan {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetDashboard($agentId: uuid!, $monthStart: timestamptz!, $today: date!, $renewalsUntil: date!) {\n    agent_by_pk(id: $agentId) {\n      id\n      wallet_balance_kobo\n    }\n    plans_sold: plan_order_aggregate(where: { created_at: { _gte: $monthStart }, status: { _in: [\"ACTIVE\", \"EXPIRED\"] } }) {\n      aggregate {\n        count\n        sum {\n          premium_kobo\n        }\n      }\n    }\n    commission: wallet_transaction_aggregate(where: { kind: { _eq: \"COMMISSION\" }, created_at: { _gte: $monthStart } }) {\n      aggregate {\n        sum {\n          amount_kobo\n        }\n      }\n    }\n    open_claims: claim_aggregate(where: { status: { _nin: [\"REJECTED\", \"COMPLETED\"] } }) {\n      aggregate {\n        count\n      }\n    }\n    renewals_due: plan_order_aggregate(where: { status: { _eq: \"ACTIVE\" }, ends_on: { _gte: $today, _lte: $renewalsUntil } }) {\n      aggregate {\n        count\n      }\n    }\n    latest_orders: plan_order(order_by: [{ created_at: desc }], limit: 5) {\n      id\n      reference\n      status\n      premium_kobo\n      created_at\n      customer {\n        id\n        first_name\n        last_name\n      }\n      plan {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPartnerByCode($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      code\n      allow_postpaid_plan\n      id\n    }\n  }\n"): (typeof documents)["\n  query GetPartnerByCode($code: String!) {\n    partner(where: { code: { _eq: $code } }) {\n      code\n      allow_postpaid_plan\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCurrentAgent($id: uuid!) {\n    agent_by_pk(id: $id) {\n      id\n      first_name\n      last_name\n      phone\n      email\n    }\n  }\n"): (typeof documents)["\n  query GetCurrentAgent($id: uuid!) {\n    agent_by_pk(id: $id) {\n      id\n      first_name\n      last_name\n      phone\n      email\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;