import type { APIRequestContext } from '@playwright/test';

/**
 * The local Termii stand-in the data service sends SMS through in the e2e run (playwright.config.ts starts it
 * on 18191), and its control API (`/__standin/…`, not Termii's): what reached the customer's phone.
 */
export const TERMII_STAND_IN_URL = process.env.E2E_TERMII_STAND_IN_URL?.trim() || 'http://127.0.0.1:18191';

export interface SmsAtTermii {
  id: string;
  to: string;
  from: string;
  sms: string;
  status: string;
}

/** Every SMS Termii was given for `phone` (E.164), newest first. */
export async function smsSentTo(request: APIRequestContext, phone: string): Promise<SmsAtTermii[]> {
  const answer = await request.get(`${TERMII_STAND_IN_URL}/__standin/messages`, { params: { to: phone.replace(/^\+/, '') } });
  if (!answer.ok()) throw new Error(`Termii stand-in messages: ${answer.status()}`);
  return ((await answer.json()) as { messages: SmsAtTermii[] }).messages;
}
