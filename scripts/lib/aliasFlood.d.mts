// Types of aliasFlood.mjs for the TypeScript test that runs the flood (data-service/test/security-limits.test.ts).

/** `{a0:verify_card(…){valid} a1:…}`: `n` aliased lookups by sequential policy numbers. */
export function aliasedLookups(n: number): string;

export interface Flood {
  /** Requests answered so far. */
  answered(): number;
  /** Stops the attackers; resolves with how many answers of each error code (or `answered`) they received. */
  stop(): Promise<Record<string, number>>;
}

export function startFlood(url: string, addresses: readonly string[], lookups?: number): Flood;
