import { CLAIM_STATUSES, CLAIM_TYPES } from '@/lib/domain/claims';
import { enumType } from './declareAction';

/** The enums the actions share, declared once. */

export const BILLING_TYPE = enumType(
  'billing_type',
  ['PREPAID', 'POSTPAID'],
  'Pay the whole term now, or in 12 monthly instalments (only where the partner allows it).',
);

export const PAYMENT_METHOD = enumType('payment_method', ['WALLET', 'CARD']);

export const CLAIM_TYPE = enumType('claim_type', CLAIM_TYPES);

export const CLAIM_STATUS = enumType('claim_status', CLAIM_STATUSES);
