import type { ActionAuth } from '../auth/actionAuth';
import type { ActionHandlers } from '../engine/actions/contract';
import { addDevice } from './handlers/addDevice';
import { advanceClaim } from './handlers/advanceClaim';
import { buyPlan } from './handlers/buyPlan';
import { fundWallet } from './handlers/fundWallet';
import { createLogin } from './handlers/login';
import { createLogout } from './handlers/logout';
import { onboardCustomer } from './handlers/onboardCustomer';
import { quoteClaim } from './handlers/quoteClaim';
import { quotePlan } from './handlers/quotePlan';
import { submitClaim } from './handlers/submitClaim';
import { verifyCard } from './handlers/verifyCard';

/**
 * The code behind each action of `./definitions.ts`, by action name. Signing in and out need the service's
 * credentials, so they are given here: the engine that runs the handlers knows nothing of sessions.
 */
export function actionHandlers(auth: ActionAuth): ActionHandlers {
  return {
    login: createLogin(auth),
    logout: createLogout(auth),
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
}
