/**
 * The audit log (audit_event, migrations 0016 and 0020): each entry names the action that wrote it by its
 * GraphQL name. One home for those names in words, for the log's screen and its filter.
 */
export const AUDIT_ACTION_LABELS = {
  login: 'Signed in',
  advance_claim: 'Moved a claim',
  add_claim_note: 'Wrote on a claim',
  set_agent_status: 'Changed an account’s status',
  set_agent_team: 'Moved an agent between teams',
  invite_account: 'Invited someone',
  issue_password_link: 'Made a password link',
  revise_plan: 'Changed a plan’s terms',
  set_plan_on_sale: 'Retired a plan or put it back',
  correct_customer: 'Corrected a customer’s details',
  reassign_customers: 'Gave a customer to another agent',
  transfer_device: 'Transferred a phone to a new owner',
  refund_payment: 'Refunded a payment',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.hasOwn(AUDIT_ACTION_LABELS, value);
}
