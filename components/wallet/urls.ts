/** Links to the agent's wallet. */

export const WALLET_PATH = '/account/wallet';
