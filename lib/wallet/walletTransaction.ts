/** The kinds of line in an agent's wallet ledger (`wallet_transaction.kind`), in the words screens use. */
export const WALLET_TRANSACTION_KINDS = ['FUNDING', 'PURCHASE', 'COMMISSION', 'REFUND', 'EXCESS'] as const;

export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

export const WALLET_TRANSACTION_LABELS: Record<WalletTransactionKind, string> = {
  FUNDING: 'Funding',
  PURCHASE: 'Purchase',
  COMMISSION: 'Commission',
  REFUND: 'Refund',
  EXCESS: 'Claim excess',
};
