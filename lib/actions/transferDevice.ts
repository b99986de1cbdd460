import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { declareAction, objectType, required, type ActionInput } from './declareAction';
import { PURCHASE_ARGS } from './deviceInput';
import { trimmed } from './normalisers';
import { requiredReason } from './reasons';

/** The transfer form, as typed: what the new owner paid for the phone and when, and why it moves. */
export interface TransferFormValues {
  /** Naira as typed, e.g. `85,000`. */
  purchasePrice: string;
  /** `YYYY-MM-DD`. */
  purchaseDate: string;
  reason: string;
}

export const TRANSFER_DEVICE_MESSAGES = {
  reasonRequired: 'Say why the phone changes owner (e.g. sold second-hand, with the receipt)',
  sameOwner: 'The phone is this customer’s already',
} as const;

const reasonProblem = requiredReason(TRANSFER_DEVICE_MESSAGES.reasonRequired);

const TRANSFER_DEVICE_OUTPUT = objectType('transfer_device_output', {
  device_id: { type: 'uuid!' },
  customer_id: { type: 'uuid!' },
  cancelled_orders: { type: 'Int!', description: 'The old owner’s plans on the phone that ended (cancelled as their plan says).' },
  changed: { type: 'Boolean!', description: 'False when the phone was the customer’s already (sent again after it went through).' },
});

/**
 * `transfer_device`: operations record that a phone changed owner (sold second-hand): it becomes the new
 * owner's — a customer of the partner already, served by their agent — with the price and date they bought it
 * for, so the new owner can be covered. The old owner's plan on it ends as a cancellation does (refund and
 * commission by the plan's cancellation terms); an open claim on the phone must finish first. Its orders and
 * claims stay the old owner's (history). Audited with the owners before and after and the reason.
 */
export const TRANSFER_DEVICE = declareAction<TransferFormValues>()({
  name: 'transfer_device',
  kind: 'mutation',
  roles: [PARTNER_OPS_ROLE],
  idempotent: false,
  args: {
    device_id: { type: 'uuid!' },
    to_customer_id: { type: 'uuid!' },
    ...PURCHASE_ARGS,
    reason: { type: 'String!', maxLength: 2000, formField: 'reason', normalise: trimmed, rule: (reason) => reasonProblem(reason) },
  },
  output: required(TRANSFER_DEVICE_OUTPUT),
});

export type TransferDeviceInput = ActionInput<typeof TRANSFER_DEVICE>;
