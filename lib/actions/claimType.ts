import { CLAIM_TYPES } from '@/lib/domain/claims';
import { enumType } from './declareAction';

/** `claim_type`: what a plan covers (`quote_plan`), what a claim is for (`submit_claim`, `quote_claim`). */
export const CLAIM_TYPE = enumType('claim_type', CLAIM_TYPES);
