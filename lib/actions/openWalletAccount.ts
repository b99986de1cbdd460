import { AGENT_ROLE } from '@/lib/domain/roles';
import { declareAction, objectType, required } from './declareAction';

const WALLET_ACCOUNT = objectType('wallet_account_output', {
  status: { type: 'String!', description: 'ASSIGNED, or PENDING while the gateway opens the account' },
  account_number: { type: 'String' },
  account_name: { type: 'String' },
  bank_name: { type: 'String' },
});

/**
 * `open_wallet_account`: the agent's own dedicated bank account at the gateway; every transfer to it credits
 * the wallet once. One per agent: asked again, it answers the same account.
 */
export const OPEN_WALLET_ACCOUNT = declareAction()({
  name: 'open_wallet_account',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: false,
  args: {},
  output: required(WALLET_ACCOUNT),
});
