import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { ADDRESS_ARGS, PERSON_ARGS, type CustomerFormValues } from './customerInput';
import { declareAction, objectType, required, type ActionInput } from './declareAction';
import { trimmed } from './normalisers';
import { requiredReason } from './reasons';

/** The correction form, as typed: the customer's contact details and names, and why they change. */
export type CustomerCorrectionFormValues = Pick<CustomerFormValues, 'firstName' | 'lastName' | 'phone' | 'email' | 'address' | 'state'> & { reason: string };

export const CORRECT_CUSTOMER_MESSAGES = {
  reasonRequired: 'Say why the details change (e.g. the customer asked, with their ID)',
  unchanged: 'These are the customer’s details already: change at least one',
} as const;

const reasonProblem = requiredReason(CORRECT_CUSTOMER_MESSAGES.reasonRequired);

const CORRECT_CUSTOMER_OUTPUT = objectType('correct_customer_output', {
  customer_id: { type: 'uuid!' },
  changed: { type: 'Boolean!', description: 'False when the details were these already (sent again after it went through).' },
});

/**
 * `correct_customer`: operations correct a customer's names and contact details with a reason (NDPA 2023:
 * the right to correction), read and checked as at onboarding; audited with the details before and after
 * and the reason. Details that differ in nothing write nothing (`changed: false`). A phone another customer of the partner has is refused. The identity document is not
 * corrected here (it is checked at onboarding).
 */
export const CORRECT_CUSTOMER = declareAction<CustomerCorrectionFormValues>()({
  name: 'correct_customer',
  kind: 'mutation',
  roles: [PARTNER_OPS_ROLE],
  idempotent: false,
  args: {
    customer_id: { type: 'uuid!' },
    ...PERSON_ARGS,
    ...ADDRESS_ARGS,
    reason: { type: 'String!', maxLength: 2000, formField: 'reason', normalise: trimmed, rule: (reason) => reasonProblem(reason) },
  },
  output: required(CORRECT_CUSTOMER_OUTPUT),
});

export type CorrectCustomerInput = ActionInput<typeof CORRECT_CUSTOMER>;
