import type { APIRequestContext } from '@playwright/test';

/**
 * The local Paystack stand-in the data service talks to in the e2e run (playwright.config.ts starts it on
 * 18190), and its control API (`/__standin/…`, not Paystack's): what a customer does at their bank.
 */
export const PAYSTACK_STAND_IN_URL = process.env.E2E_PAYSTACK_STAND_IN_URL?.trim() || 'http://127.0.0.1:18190';

/** Paystack's published test card (the stand-in's checkout page approves or declines it as the tester picks). */
export const PAYSTACK_TEST_CARD = '4084084084084081';

interface StandInTransaction {
  reference: string;
  amount: number;
  status: string;
  channel?: string;
  transferAccount?: { accountNumber: string };
  ussdCode?: string;
}

/** Everything the stand-in holds. */
export async function standInState(request: APIRequestContext): Promise<{ transactions: StandInTransaction[]; events: unknown[] }> {
  const answer = await request.get(`${PAYSTACK_STAND_IN_URL}/__standin/state`);
  if (!answer.ok()) throw new Error(`stand-in state: ${answer.status()}`);
  return (await answer.json()) as { transactions: StandInTransaction[]; events: unknown[] };
}

/** The customer's money arrives at an account (a one-payment transfer account, or an agent's dedicated account). */
export async function transferTo(request: APIRequestContext, accountNumber: string, amountKobo: number): Promise<void> {
  const answer = await request.post(`${PAYSTACK_STAND_IN_URL}/__standin/transfers`, { data: { accountNumber, amountKobo } });
  if (!answer.ok()) throw new Error(`stand-in transfer: ${answer.status()} ${await answer.text()}`);
}

/** The customer approves a USSD charge on their phone. */
export async function approveUssd(request: APIRequestContext, reference: string): Promise<void> {
  const answer = await request.post(`${PAYSTACK_STAND_IN_URL}/__standin/ussd/${encodeURIComponent(reference)}/approve`);
  if (!answer.ok()) throw new Error(`stand-in USSD approval: ${answer.status()} ${await answer.text()}`);
}

/** Sets the stand-in's switches (lost, duplicated, reordered webhooks; slow answers). */
export async function setSwitches(request: APIRequestContext, switches: Record<string, unknown>): Promise<void> {
  const answer = await request.post(`${PAYSTACK_STAND_IN_URL}/__standin/switches`, { data: switches });
  if (!answer.ok()) throw new Error(`stand-in switches: ${answer.status()}`);
}
