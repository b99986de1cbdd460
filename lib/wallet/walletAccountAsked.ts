/** Set once the agent's account for transfers was asked for: later visits show it without a press. Holds no account data. */
export const WALLET_ACCOUNT_ASKED_KEY = 'dc-agent:wallet-account-asked';
