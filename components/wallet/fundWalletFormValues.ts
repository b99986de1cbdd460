import type { FundWalletFormFields } from '@/lib/actions/fundWallet';

/** The "Fund by card" form as typed: the amount in naira only (the card is typed on the gateway's page); `fund_wallet` reads it as `FUND_WALLET` says. */
export type FundWalletFormValues = FundWalletFormFields;
