/** Links to protection cards: the agent's card screens and the public verification page. */

export const CARDS_PATH = '/account/cards';
export const VERIFY_PATH = '/verify';

/** The agent's view of one order's protection card; `print` opens the print dialog on arrival. */
export function cardUrl(orderId: string, options: { print?: boolean } = {}): string {
  return `${CARDS_PATH}/${encodeURIComponent(orderId)}${options.print ? '?print=1' : ''}`;
}

/** The public page that says whether a card is valid, by its unguessable verification code. */
export function verificationPath(code: string): string {
  return `${VERIFY_PATH}/${encodeURIComponent(code)}`;
}

/** The verification page as a full link (for the QR code and sharing), on the app's public `origin` (APP_PUBLIC_URL). */
export function verificationUrl(code: string, origin: string): string {
  return new URL(verificationPath(code), origin).toString();
}
