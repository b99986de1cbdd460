/**
 * The gateway needs an e-mail for every transaction and customer (Paystack's `email` is required), and many
 * customers have none. Then a placeholder on a domain that can never receive mail (`.invalid` is reserved,
 * RFC 2606): the gateway's receipts go nowhere rather than to a stranger, and the same payer always gets the
 * same address (the gateway's customer records do not multiply). Whether Paystack accepts the `.invalid`
 * top-level domain is not documented (its OpenAPI `email` is a plain string, no format): checked before
 * going live, docs/payments.md "Going live". docs/decisions.md "Payer e-mail".
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'devicecover.invalid';

/** A partner code as a domain label: lower case, anything but letters, digits and dashes as a dash. */
function label(partnerCode: string): string {
  return partnerCode.toLowerCase().replace(/[^a-z0-9-]/g, '-');
}

/** The customer's own e-mail, else `<customer id>@customers.<partner code>.devicecover.invalid`. */
export function customerPayerEmail(customer: { id: string; email: string | null }, partnerCode: string): string {
  const own = customer.email?.trim();
  if (own) return own;
  return `${customer.id}@customers.${label(partnerCode)}.${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/** The agent's own e-mail, else `<agent id>@agents.<partner code>.devicecover.invalid` (wallet funding, its account). */
export function agentPayerEmail(agent: { id: string; email: string | null }, partnerCode: string): string {
  const own = agent.email?.trim();
  if (own) return own;
  return `${agent.id}@agents.${label(partnerCode)}.${PLACEHOLDER_EMAIL_DOMAIN}`;
}
