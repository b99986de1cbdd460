import { useRouter } from 'next/router';
import type { ParsedUrlQuery } from 'node:querystring';
import { useEffect, useState } from 'react';
import { useBuyPlanFlow } from '@/lib/flows/buyPlanFlow';
import { firstQueryValue } from '@/lib/lists/queryValues';
import { isUuid } from '@/lib/validation/uuid';
import { BUY_PLAN_PATH } from './urls';

/** What a link asked the wizard to settle, once its ids are checked against the agent's data on the steps. */
export interface LinkIntent {
  /** Complete "Customer & device" once the linked device proves sellable. */
  customerDevice: boolean;
  /** Complete "Plan" once the linked plan is among the device's quotes. */
  plan: boolean;
  /** A problem with the link found before any request (a malformed id, a payment awaiting its answer). */
  problem?: string;
}

/** No link, or one already used. */
export const NO_LINK: LinkIntent = { customerDevice: false, plan: false };

export const LINK_MESSAGES = {
  customerNotFound: 'The customer in this link was not found among your customers. Search for them below.',
  deviceNotFound: 'The device in this link was not found among this customer’s devices. Choose one below.',
  planNotFound: 'The plan in this link is not on sale for this device. Choose one below.',
  renewalNotFound: 'The plan to renew in this link was not found. Choose a device below.',
  saleAwaitingAnswer: 'The sale in progress is waiting for the answer to its payment, so the link was not opened. Finish this sale first.',
} as const;

const first = (value: string | string[] | undefined) => firstQueryValue(value)?.trim() ?? '';

/**
 * Applies `?customer=&device=&plan=&renewal=` (from a customer's page, a new device, the renewals list) to the persisted flow
 * once it is hydrated, then drops them from the URL so a reload resumes the flow rather than the link. A
 * link to another sale (or renewal) than the stored one starts a fresh flow; a link to the same one keeps every value.
 * Returns undefined until applied (the wizard starts from the flow as the link left it).
 */
export function useBuyPlanLink(hydrated: boolean): LinkIntent | undefined {
  const router = useRouter();
  const [intent, setIntent] = useState<LinkIntent>();

  useEffect(() => {
    if (!hydrated || !router.isReady || intent) return;
    const link = readLink(router.query);
    // The flow had to be read from storage first (an effect), and the wizard must start from it as the link
    // leaves it: one render more, once, by design.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setIntent(link ? applyLink(link) : NO_LINK);
    if (link) void router.replace(BUY_PLAN_PATH, undefined, { shallow: true });
  }, [hydrated, router, intent]);

  return intent;
}

interface Link {
  customer: string;
  device: string;
  plan: string;
  renewal: string;
}

function readLink(query: ParsedUrlQuery): Link | undefined {
  const link = { customer: first(query.customer), device: first(query.device), plan: first(query.plan), renewal: first(query.renewal) };
  return Object.values(link).every((value) => value === '') ? undefined : link;
}

function applyLink(link: Link): LinkIntent {
  const flow = useBuyPlanFlow.getState();
  if (flow.values.awaitingAnswer) return { ...NO_LINK, problem: LINK_MESSAGES.saleAwaitingAnswer };
  const customerId = isUuid(link.customer) ? link.customer.toLowerCase() : '';
  const renewalGiven = isUuid(link.renewal) ? link.renewal.toLowerCase() : '';
  // A renewal whose order cannot be named leaves the device to the agent (it has a plan: the one to renew).
  const deviceId = isUuid(link.device) && !(link.renewal !== '' && renewalGiven === '') ? link.device.toLowerCase() : '';
  const planId = isUuid(link.plan) ? link.plan.toLowerCase() : '';
  // A renewal is of a device: without one the link sells a new plan.
  const renewalOfOrderId = customerId !== '' && deviceId !== '' ? renewalGiven : '';
  const { values } = flow;
  const sameSale =
    !values.sold && values.customerId === customerId && values.deviceId === deviceId && (values.renewalOfOrderId ?? '') === renewalOfOrderId;
  if (!sameSale) {
    flow.reset();
    flow.setValues({ customerId, deviceId: customerId ? deviceId : '', renewalOfOrderId });
  }
  if (planId !== '' && planId !== useBuyPlanFlow.getState().values.planId) flow.setValues({ planId, idempotencyKey: undefined });

  const problem = [
    { given: link.customer, id: customerId, message: LINK_MESSAGES.customerNotFound },
    { given: link.renewal, id: renewalGiven, message: LINK_MESSAGES.renewalNotFound },
    { given: link.device, id: deviceId, message: LINK_MESSAGES.deviceNotFound },
    { given: link.plan, id: planId, message: LINK_MESSAGES.planNotFound },
  ].find(({ given, id }) => given !== '' && id === '')?.message;
  return { customerDevice: customerId !== '' && deviceId !== '', plan: planId !== '', ...(problem ? { problem } : {}) };
}
