import type { FundWalletFormFields } from '@/lib/actionInputs/fundWalletInput';

/** The "Fund wallet" form as typed: the amount in naira, the card (in memory only, never stored); `fund_wallet` reads it as `FUND_WALLET_INPUT` says. */
export type FundWalletFormValues = FundWalletFormFields;
