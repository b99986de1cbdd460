/** The "Fund wallet" form as typed: the amount in naira, the card (in memory only, never stored). */
export interface FundWalletFormValues {
  /** Naira as typed: `5000`, `5,000`, `₦5,000.50`. */
  amount: string;
  /** As typed, in groups of four. */
  cardNumber: string;
  /** `MM/YY`. */
  cardExpiry: string;
  cardCvv: string;
}
