import { ALL_ACTIONS } from '@/lib/actions/allActions';
import type { ActionMetadata } from '../engine/registry/types';
import { addDevice } from './handlers/addDevice';
import { advanceClaim } from './handlers/advanceClaim';
import { buyPlan } from './handlers/buyPlan';
import { fundWallet } from './handlers/fundWallet';
import { login } from './handlers/login';
import { logout } from './handlers/logout';
import { onboardCustomer } from './handlers/onboardCustomer';
import { quoteClaim } from './handlers/quoteClaim';
import { quotePlan } from './handlers/quotePlan';
import { submitClaim } from './handlers/submitClaim';
import { verifyCard } from './handlers/verifyCard';
import type { ActionHandlers } from '../engine/actions/contract';
import { actionMetadata, customTypesSdl } from './actionSdl';

/**
 * The business actions the service offers (Hasura `actions` + `custom_types`), printed from their
 * declarations in lib/actions, and their in-process handlers. Signatures PRODUCT.md fixes (`login`) are kept
 * exactly; every action of an agent that creates records takes `idempotency_key: uuid!`, and back office's
 * `advance_claim` the status its caller saw (`from_status`). Money is kobo (`bigint`), dates are Lagos
 * calendar dates (`date`).
 */

export const ACTIONS: ActionMetadata[] = ALL_ACTIONS.map(actionMetadata);

/** GraphQL SDL of the input and output types the actions use. */
export const CUSTOM_TYPES = customTypesSdl(ALL_ACTIONS);

/** One handler per declared action, by its name (a test checks that they match). */
export const ACTION_HANDLERS: ActionHandlers = {
  login,
  logout,
  onboard_customer: onboardCustomer,
  add_device: addDevice,
  quote_plan: quotePlan,
  quote_claim: quoteClaim,
  buy_plan: buyPlan,
  fund_wallet: fundWallet,
  submit_claim: submitClaim,
  advance_claim: advanceClaim,
  verify_card: verifyCard,
};
