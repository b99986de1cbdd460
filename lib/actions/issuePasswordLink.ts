import { PASSWORD_LINK_PURPOSES } from '@/lib/domain/passwordLinks';
import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { declareAction, enumType, objectType, required } from './declareAction';

export const PASSWORD_LINK_PURPOSE = enumType('password_link_purpose', PASSWORD_LINK_PURPOSES);

/** A link just made: its token is in this answer only (the service keeps its hash), to share with the person. */
export const PASSWORD_LINK_OUTPUT = objectType('password_link_output', {
  agent_id: { type: 'uuid!' },
  purpose: { type: required(PASSWORD_LINK_PURPOSE) },
  token: { type: 'String!', description: 'The link’s secret: the app’s /password/<token> page takes it. Shown once.' },
  expires_at: { type: 'timestamptz!' },
});

/**
 * `issue_password_link`: operations make a new one-time link for one of their partner's accounts — an
 * invitation again for an account that has not chosen its password yet, a password reset for an active one
 * — ending the account's earlier links. Not for a suspended account, nor their own (change it on the profile).
 */
export const ISSUE_PASSWORD_LINK = declareAction()({
  name: 'issue_password_link',
  kind: 'mutation',
  roles: [PARTNER_OPS_ROLE],
  idempotent: false,
  args: { agent_id: { type: 'uuid!' } },
  output: required(PASSWORD_LINK_OUTPUT),
});
