import type { FundWalletFormFields } from '@/lib/actions/fundWallet';

/** The "Fund wallet" form as typed: the amount in naira, the card (in memory only, never stored); `fund_wallet` reads it as `FUND_WALLET` says. */
export type FundWalletFormValues = FundWalletFormFields;
