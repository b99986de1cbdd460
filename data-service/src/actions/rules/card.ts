import type { CardInput } from '@/lib/actions/cardInput';
import { ACTION_ERROR_CODES, type ActionErrorCode } from '@/lib/domain/errorCodes';
import { normalizeCardNumber } from '@/lib/validation';

/**
 * The sandbox card gateway: no money moves and no card data is kept beyond the last 4 digits. Its
 * test cards answer as a real gateway's would; any other valid number is declined.
 */

export const SANDBOX_CARDS = {
  succeeds: '4084084084084081',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export function cardLast4(card: CardInput): string {
  return normalizeCardNumber(card.number).slice(-4);
}

export type ChargeStatus = 'SUCCEEDED' | 'DECLINED' | 'INSUFFICIENT_FUNDS';

/** A charge the gateway refused: what is kept on the payment row and what the agent is told. */
export interface ChargeRefusal {
  status: Exclude<ChargeStatus, 'SUCCEEDED'>;
  /** Kept on the payment row (the seed uses the same words). */
  failureReason: string;
  message: string;
  code: ActionErrorCode;
}

export type ChargeOutcome = { status: 'SUCCEEDED'; failureReason: null; message: null; code: null } | ChargeRefusal;

const SUCCEEDED: ChargeOutcome = { status: 'SUCCEEDED', failureReason: null, message: null, code: null };

/** What the card pays for: a plan can be paid from the wallet instead, a top-up of the wallet cannot. */
export type ChargePurpose = 'PLAN_PURCHASE' | 'WALLET_FUNDING';

const otherWay = (purpose: ChargePurpose) => (purpose === 'PLAN_PURCHASE' ? 'Try another card or pay from the wallet' : 'Try another card');

const declined = (purpose: ChargePurpose): ChargeRefusal => ({
  status: 'DECLINED',
  failureReason: 'The card was declined',
  message: `The card was declined by the bank. ${otherWay(purpose)}`,
  code: ACTION_ERROR_CODES.cardDeclined,
});
const insufficientFunds = (purpose: ChargePurpose): ChargeRefusal => ({
  status: 'INSUFFICIENT_FUNDS',
  failureReason: 'Insufficient funds on the card',
  message: `The card does not have enough funds for this payment. ${otherWay(purpose)}`,
  code: ACTION_ERROR_CODES.cardInsufficientFunds,
});
const notATestCard = (purpose: ChargePurpose): ChargeRefusal => ({
  ...declined(purpose),
  message: `The card was declined: this payment gateway is a sandbox and accepts only its test card ${SANDBOX_CARDS.succeeds.replace(/(\d{4})(?=\d)/g, '$1 ')}`,
});

/** What the sandbox answers for a (valid) card. */
export function sandboxCharge(card: CardInput, purpose: ChargePurpose): ChargeOutcome {
  switch (normalizeCardNumber(card.number)) {
    case SANDBOX_CARDS.succeeds:
      return SUCCEEDED;
    case SANDBOX_CARDS.declined:
      return declined(purpose);
    case SANDBOX_CARDS.insufficientFunds:
      return insufficientFunds(purpose);
    default:
      return notATestCard(purpose);
  }
}
