import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, readJsonObject, Refusal, sendJson } from './httpHelpers';
import type { MessageStore } from './store';

/**
 * `/__standin/…`: not Termii's API. What a test or a demo reads (the messages "sent") and does to the world
 * around Termii: a number that fails, is on DND, expires, or Termii itself down. JSON in and out.
 */

export const CONTROL_PREFIX = '/__standin/';

export interface ControlContext {
  store: MessageStore;
  /** Forgets the messages, the pending reports and the switches. */
  reset: () => void;
}

export async function handleControl(ctx: ControlContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const route = url.pathname.slice(CONTROL_PREFIX.length);
  if (route === 'messages' && request.method === 'GET') {
    return sendJson(response, 200, { messages: ctx.store.messages(url.searchParams.get('to') ?? undefined) });
  }
  if (request.method !== 'POST') throw new Refusal(405, 'Control calls are POST (GET /__standin/messages reads)');
  const body = readJsonObject(await readBody(request)) ?? {};

  if (route === 'outcomes') {
    ctx.store.setOutcome(body.to, body.outcome);
    return sendJson(response, 200, { to: body.to, outcome: body.outcome });
  }
  if (route === 'fail-next') {
    ctx.store.setFailNext(body.count, body.status ?? 503);
    return sendJson(response, 200, { failNext: ctx.store.failNext });
  }
  if (route === 'reset') {
    ctx.reset();
    return sendJson(response, 200, { reset: true });
  }
  throw new Refusal(404, `Unknown control call ${url.pathname}`);
}
