import type { ActionAuth } from '../auth/actionAuth';
import type { ActionHandlers } from '../engine/actions/contract';
import type { PaymentServices } from '../payments/services';
import type { ObjectStore } from '../storage/objectStore';
import { addClaimEvidence } from './handlers/addClaimEvidence';
import { addClaimNote } from './handlers/addClaimNote';
import { addDevice } from './handlers/addDevice';
import { advanceClaim } from './handlers/advanceClaim';
import { createBuyPlan } from './handlers/buyPlan';
import { createCancelOrder } from './handlers/cancelOrder';
import { createChangePassword } from './handlers/changePassword';
import { createConfirmPayment } from './handlers/confirmPayment';
import { correctCustomer } from './handlers/correctCustomer';
import { createEvidenceLinks } from './handlers/evidenceLinks';
import { createFundWallet } from './handlers/fundWallet';
import { inviteAccount } from './handlers/inviteAccount';
import { issuePasswordLink } from './handlers/issuePasswordLink';
import { createLogin } from './handlers/login';
import { createLogout } from './handlers/logout';
import { onboardCustomer } from './handlers/onboardCustomer';
import { createOpenWalletAccount } from './handlers/openWalletAccount';
import { checkPasswordLink } from './handlers/checkPasswordLink';
import { createPayExcess } from './handlers/payExcess';
import { createPayInstalment } from './handlers/payInstalment';
import { revisePlan, setPlanOnSale } from './handlers/planCatalogue';
import { paymentStatus } from './handlers/paymentStatus';
import { quoteCancellation } from './handlers/quoteCancellation';
import { quoteClaim } from './handlers/quoteClaim';
import { quotePlan } from './handlers/quotePlan';
import { reassignCustomers } from './handlers/reassignCustomers';
import { createRefundPayment } from './handlers/refundPayment';
import { requestClaimEvidence } from './handlers/requestClaimEvidence';
import { createSetAgentStatus } from './handlers/setAgentStatus';
import { setAgentTeam } from './handlers/setAgentTeam';
import { createSetPasswordWithLink } from './handlers/setPasswordWithLink';
import { submitClaim } from './handlers/submitClaim';
import { createTransferDevice } from './handlers/transferDevice';
import { verifyCard } from './handlers/verifyCard';

/**
 * The code behind each action of `./definitions.ts`, by action name. Signing in and out need the service's
 * credentials, and the payment actions its gateway, job queue and public address, so they are given here:
 * the engine that runs the handlers knows nothing of sessions or gateways.
 */
export function actionHandlers(auth: ActionAuth, payments: PaymentServices, objects: ObjectStore): ActionHandlers {
  return {
    add_claim_evidence: addClaimEvidence,
    request_claim_evidence: requestClaimEvidence,
    evidence_links: createEvidenceLinks(objects),
    login: createLogin(auth),
    logout: createLogout(auth),
    change_password: createChangePassword(auth),
    onboard_customer: onboardCustomer,
    add_device: addDevice,
    quote_plan: quotePlan,
    quote_claim: quoteClaim,
    buy_plan: createBuyPlan(payments),
    fund_wallet: createFundWallet(payments),
    payment_status: paymentStatus,
    confirm_payment: createConfirmPayment(payments),
    open_wallet_account: createOpenWalletAccount(payments),
    refund_payment: createRefundPayment(payments),
    quote_cancellation: quoteCancellation,
    cancel_order: createCancelOrder(payments),
    pay_instalment: createPayInstalment(payments),
    pay_excess: createPayExcess(payments),
    submit_claim: submitClaim,
    advance_claim: advanceClaim,
    add_claim_note: addClaimNote,
    set_agent_status: createSetAgentStatus(auth),
    set_agent_team: setAgentTeam,
    invite_account: inviteAccount,
    issue_password_link: issuePasswordLink,
    check_password_link: checkPasswordLink,
    set_password_with_link: createSetPasswordWithLink(auth),
    set_plan_on_sale: setPlanOnSale,
    revise_plan: revisePlan,
    correct_customer: correctCustomer,
    reassign_customers: reassignCustomers,
    transfer_device: createTransferDevice(payments),
    verify_card: verifyCard,
  };
}
