import { graphql } from '@/lib/graphql/generated';
import type { OpenWalletAccountMutation } from '@/lib/graphql/generated/graphql';

export type WalletAccount = OpenWalletAccountMutation['open_wallet_account'];

/** The agent's own account for transfers (one per agent: asked again, the same account, or PENDING while the gateway opens it). */
export const OpenWalletAccount = graphql(`
  mutation OpenWalletAccount {
    open_wallet_account {
      status
      account_number
      account_name
      bank_name
    }
  }
`);
