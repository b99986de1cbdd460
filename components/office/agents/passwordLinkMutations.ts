import { graphql } from '@/lib/graphql/partner-ops/generated';

/** Operations add a person to the partner: an invited account and its one-time link. */
export const InviteAccount = graphql(`
  mutation InviteAccount($key: uuid!, $firstName: String!, $lastName: String!, $phone: String!, $email: String, $role: account_role!) {
    invite_account(idempotency_key: $key, first_name: $firstName, last_name: $lastName, phone: $phone, email: $email, role: $role) {
      agent_id
      purpose
      token
      expires_at
    }
  }
`);

/** Operations make a new one-time link for an account: an invitation again, or a password reset. */
export const IssuePasswordLink = graphql(`
  mutation IssuePasswordLink($agentId: uuid!) {
    issue_password_link(agent_id: $agentId) {
      agent_id
      purpose
      token
      expires_at
    }
  }
`);
