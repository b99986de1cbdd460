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
    "\n  query GetAgentAccounts($where: agent_bool_exp!, $since: timestamptz!, $limit: Int!, $offset: Int!) {\n    agent(where: $where, order_by: [{ role: asc }, { last_name: asc }, { first_name: asc }, { id: asc }], limit: $limit, offset: $offset) {\n      id\n      first_name\n      last_name\n      phone\n      role\n      status\n      last_signed_in_at\n      plan_orders_aggregate(where: { created_at: { _gte: $since } }) {\n        aggregate {\n          count\n          sum {\n            commission_kobo\n          }\n        }\n      }\n      claims_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n    agent_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.GetAgentAccountsDocument,
    "\n  query GetAgentAccount($id: uuid!, $since: timestamptz!) {\n    agent_by_pk(id: $id) {\n      id\n      first_name\n      last_name\n      phone\n      email\n      role\n      status\n      suspended_reason\n      created_at\n      last_signed_in_at\n      month: plan_orders_aggregate(where: { created_at: { _gte: $since } }) {\n        aggregate {\n          count\n          sum {\n            premium_kobo\n            commission_kobo\n          }\n        }\n      }\n      all_time: plan_orders_aggregate {\n        aggregate {\n          count\n          sum {\n            commission_kobo\n          }\n        }\n      }\n      customers_aggregate {\n        aggregate {\n          count\n        }\n      }\n      claims_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n  }\n": typeof types.GetAgentAccountDocument,
    "\n  mutation InviteAccount($key: uuid!, $firstName: String!, $lastName: String!, $phone: String!, $email: String, $role: account_role!) {\n    invite_account(idempotency_key: $key, first_name: $firstName, last_name: $lastName, phone: $phone, email: $email, role: $role) {\n      agent_id\n      purpose\n      token\n      expires_at\n    }\n  }\n": typeof types.InviteAccountDocument,
    "\n  mutation IssuePasswordLink($agentId: uuid!) {\n    issue_password_link(agent_id: $agentId) {\n      agent_id\n      purpose\n      token\n      expires_at\n    }\n  }\n": typeof types.IssuePasswordLinkDocument,
    "\n  mutation SetAgentStatus($agentId: uuid!, $status: agent_status!, $reason: String) {\n    set_agent_status(agent_id: $agentId, status: $status, reason: $reason) {\n      agent_id\n      status\n      changed\n    }\n  }\n": typeof types.SetAgentStatusDocument,
    "\n  query GetAuditLog($where: audit_event_bool_exp!, $limit: Int!, $offset: Int!) {\n    audit_event(where: $where, order_by: [{ at: desc }, { id: desc }], limit: $limit, offset: $offset) {\n      id\n      at\n      action\n      actor_role\n      record_table\n      record_id\n      record_label\n      before\n      after\n      actor {\n        id\n        first_name\n        last_name\n        phone\n      }\n    }\n    audit_event_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": typeof types.GetAuditLogDocument,
};
const documents: Documents = {
    "\n  query GetAgentAccounts($where: agent_bool_exp!, $since: timestamptz!, $limit: Int!, $offset: Int!) {\n    agent(where: $where, order_by: [{ role: asc }, { last_name: asc }, { first_name: asc }, { id: asc }], limit: $limit, offset: $offset) {\n      id\n      first_name\n      last_name\n      phone\n      role\n      status\n      last_signed_in_at\n      plan_orders_aggregate(where: { created_at: { _gte: $since } }) {\n        aggregate {\n          count\n          sum {\n            commission_kobo\n          }\n        }\n      }\n      claims_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n    agent_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.GetAgentAccountsDocument,
    "\n  query GetAgentAccount($id: uuid!, $since: timestamptz!) {\n    agent_by_pk(id: $id) {\n      id\n      first_name\n      last_name\n      phone\n      email\n      role\n      status\n      suspended_reason\n      created_at\n      last_signed_in_at\n      month: plan_orders_aggregate(where: { created_at: { _gte: $since } }) {\n        aggregate {\n          count\n          sum {\n            premium_kobo\n            commission_kobo\n          }\n        }\n      }\n      all_time: plan_orders_aggregate {\n        aggregate {\n          count\n          sum {\n            commission_kobo\n          }\n        }\n      }\n      customers_aggregate {\n        aggregate {\n          count\n        }\n      }\n      claims_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n  }\n": types.GetAgentAccountDocument,
    "\n  mutation InviteAccount($key: uuid!, $firstName: String!, $lastName: String!, $phone: String!, $email: String, $role: account_role!) {\n    invite_account(idempotency_key: $key, first_name: $firstName, last_name: $lastName, phone: $phone, email: $email, role: $role) {\n      agent_id\n      purpose\n      token\n      expires_at\n    }\n  }\n": types.InviteAccountDocument,
    "\n  mutation IssuePasswordLink($agentId: uuid!) {\n    issue_password_link(agent_id: $agentId) {\n      agent_id\n      purpose\n      token\n      expires_at\n    }\n  }\n": types.IssuePasswordLinkDocument,
    "\n  mutation SetAgentStatus($agentId: uuid!, $status: agent_status!, $reason: String) {\n    set_agent_status(agent_id: $agentId, status: $status, reason: $reason) {\n      agent_id\n      status\n      changed\n    }\n  }\n": types.SetAgentStatusDocument,
    "\n  query GetAuditLog($where: audit_event_bool_exp!, $limit: Int!, $offset: Int!) {\n    audit_event(where: $where, order_by: [{ at: desc }, { id: desc }], limit: $limit, offset: $offset) {\n      id\n      at\n      action\n      actor_role\n      record_table\n      record_id\n      record_label\n      before\n      after\n      actor {\n        id\n        first_name\n        last_name\n        phone\n      }\n    }\n    audit_event_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n": types.GetAuditLogDocument,
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
export function graphql(source: "\n  query GetAgentAccounts($where: agent_bool_exp!, $since: timestamptz!, $limit: Int!, $offset: Int!) {\n    agent(where: $where, order_by: [{ role: asc }, { last_name: asc }, { first_name: asc }, { id: asc }], limit: $limit, offset: $offset) {\n      id\n      first_name\n      last_name\n      phone\n      role\n      status\n      last_signed_in_at\n      plan_orders_aggregate(where: { created_at: { _gte: $since } }) {\n        aggregate {\n          count\n          sum {\n            commission_kobo\n          }\n        }\n      }\n      claims_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n    agent_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAgentAccounts($where: agent_bool_exp!, $since: timestamptz!, $limit: Int!, $offset: Int!) {\n    agent(where: $where, order_by: [{ role: asc }, { last_name: asc }, { first_name: asc }, { id: asc }], limit: $limit, offset: $offset) {\n      id\n      first_name\n      last_name\n      phone\n      role\n      status\n      last_signed_in_at\n      plan_orders_aggregate(where: { created_at: { _gte: $since } }) {\n        aggregate {\n          count\n          sum {\n            commission_kobo\n          }\n        }\n      }\n      claims_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n    agent_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAgentAccount($id: uuid!, $since: timestamptz!) {\n    agent_by_pk(id: $id) {\n      id\n      first_name\n      last_name\n      phone\n      email\n      role\n      status\n      suspended_reason\n      created_at\n      last_signed_in_at\n      month: plan_orders_aggregate(where: { created_at: { _gte: $since } }) {\n        aggregate {\n          count\n          sum {\n            premium_kobo\n            commission_kobo\n          }\n        }\n      }\n      all_time: plan_orders_aggregate {\n        aggregate {\n          count\n          sum {\n            commission_kobo\n          }\n        }\n      }\n      customers_aggregate {\n        aggregate {\n          count\n        }\n      }\n      claims_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAgentAccount($id: uuid!, $since: timestamptz!) {\n    agent_by_pk(id: $id) {\n      id\n      first_name\n      last_name\n      phone\n      email\n      role\n      status\n      suspended_reason\n      created_at\n      last_signed_in_at\n      month: plan_orders_aggregate(where: { created_at: { _gte: $since } }) {\n        aggregate {\n          count\n          sum {\n            premium_kobo\n            commission_kobo\n          }\n        }\n      }\n      all_time: plan_orders_aggregate {\n        aggregate {\n          count\n          sum {\n            commission_kobo\n          }\n        }\n      }\n      customers_aggregate {\n        aggregate {\n          count\n        }\n      }\n      claims_aggregate {\n        aggregate {\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteAccount($key: uuid!, $firstName: String!, $lastName: String!, $phone: String!, $email: String, $role: account_role!) {\n    invite_account(idempotency_key: $key, first_name: $firstName, last_name: $lastName, phone: $phone, email: $email, role: $role) {\n      agent_id\n      purpose\n      token\n      expires_at\n    }\n  }\n"): (typeof documents)["\n  mutation InviteAccount($key: uuid!, $firstName: String!, $lastName: String!, $phone: String!, $email: String, $role: account_role!) {\n    invite_account(idempotency_key: $key, first_name: $firstName, last_name: $lastName, phone: $phone, email: $email, role: $role) {\n      agent_id\n      purpose\n      token\n      expires_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssuePasswordLink($agentId: uuid!) {\n    issue_password_link(agent_id: $agentId) {\n      agent_id\n      purpose\n      token\n      expires_at\n    }\n  }\n"): (typeof documents)["\n  mutation IssuePasswordLink($agentId: uuid!) {\n    issue_password_link(agent_id: $agentId) {\n      agent_id\n      purpose\n      token\n      expires_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgentStatus($agentId: uuid!, $status: agent_status!, $reason: String) {\n    set_agent_status(agent_id: $agentId, status: $status, reason: $reason) {\n      agent_id\n      status\n      changed\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgentStatus($agentId: uuid!, $status: agent_status!, $reason: String) {\n    set_agent_status(agent_id: $agentId, status: $status, reason: $reason) {\n      agent_id\n      status\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetAuditLog($where: audit_event_bool_exp!, $limit: Int!, $offset: Int!) {\n    audit_event(where: $where, order_by: [{ at: desc }, { id: desc }], limit: $limit, offset: $offset) {\n      id\n      at\n      action\n      actor_role\n      record_table\n      record_id\n      record_label\n      before\n      after\n      actor {\n        id\n        first_name\n        last_name\n        phone\n      }\n    }\n    audit_event_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query GetAuditLog($where: audit_event_bool_exp!, $limit: Int!, $offset: Int!) {\n    audit_event(where: $where, order_by: [{ at: desc }, { id: desc }], limit: $limit, offset: $offset) {\n      id\n      at\n      action\n      actor_role\n      record_table\n      record_id\n      record_label\n      before\n      after\n      actor {\n        id\n        first_name\n        last_name\n        phone\n      }\n    }\n    audit_event_aggregate(where: $where) {\n      aggregate {\n        count\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;