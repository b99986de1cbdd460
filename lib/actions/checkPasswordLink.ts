import { PASSWORD_LINK_STATES } from '@/lib/domain/passwordLinks';
import { ACCOUNT_ROLES, ANONYMOUS_ROLE } from '@/lib/domain/roles';
import { declareAction, enumType, objectType, required } from './declareAction';
import { PASSWORD_LINK_PURPOSE } from './issuePasswordLink';

const PASSWORD_LINK_STATE = enumType('password_link_state', PASSWORD_LINK_STATES);

const PASSWORD_LINK_INFO = objectType('password_link_info', {
  purpose: { type: required(PASSWORD_LINK_PURPOSE) },
  state: { type: required(PASSWORD_LINK_STATE), description: 'VALID until used, expired or replaced by a newer link.' },
  first_name: { type: 'String!', description: 'Whose account it is, to greet them.' },
  partner_name: { type: 'String!' },
  expires_at: { type: 'timestamptz!' },
});

/**
 * `check_password_link` (public): what a one-time link is for and whether it still works, for the page its
 * holder opens; null for a token no link has. Whoever holds the token may read this (it is the link).
 * Signed-in callers too: the link may be opened on a shared laptop where someone is signed in.
 */
export const CHECK_PASSWORD_LINK = declareAction()({
  name: 'check_password_link',
  kind: 'query',
  roles: [ANONYMOUS_ROLE, ...ACCOUNT_ROLES],
  idempotent: false,
  args: { token: { type: 'String!', maxLength: 100 } },
  output: PASSWORD_LINK_INFO,
});
