import { ADD_CLAIM_EVIDENCE } from './addClaimEvidence';
import { ADD_CLAIM_NOTE } from './addClaimNote';
import { ADD_DEVICE } from './addDevice';
import { ADVANCE_CLAIM } from './advanceClaim';
import { BUY_PLAN } from './buyPlan';
import { CANCEL_ORDER } from './cancelOrder';
import { CHANGE_PASSWORD } from './changePassword';
import { CHECK_PASSWORD_LINK } from './checkPasswordLink';
import { CONFIRM_PAYMENT } from './confirmPayment';
import { CORRECT_CUSTOMER } from './correctCustomer';
import { EVIDENCE_LINKS } from './evidenceLinks';
import type { ActionDeclaration } from './declareAction';
import { FUND_WALLET } from './fundWallet';
import { INVITE_ACCOUNT } from './inviteAccount';
import { ISSUE_PASSWORD_LINK } from './issuePasswordLink';
import { LOGIN } from './login';
import { LOGOUT } from './logout';
import { ONBOARD_CUSTOMER } from './onboardCustomer';
import { OPEN_WALLET_ACCOUNT } from './openWalletAccount';
import { PAY_EXCESS } from './payExcess';
import { PAY_INSTALMENT } from './payInstalment';
import { PAYMENT_STATUS } from './paymentStatus';
import { QUOTE_CANCELLATION } from './quoteCancellation';
import { QUOTE_CLAIM } from './quoteClaim';
import { QUOTE_PLAN } from './quotePlan';
import { REFUND_PAYMENT } from './refundPayment';
import { REQUEST_CLAIM_EVIDENCE } from './requestClaimEvidence';
import { REVISE_PLAN } from './revisePlan';
import { SET_AGENT_STATUS } from './setAgentStatus';
import { SET_AGENT_TEAM } from './setAgentTeam';
import { REASSIGN_CUSTOMERS } from './reassignCustomers';
import { TRANSFER_DEVICE } from './transferDevice';
import { SET_PASSWORD_WITH_LINK } from './setPasswordWithLink';
import { SET_PLAN_ON_SALE } from './setPlanOnSale';
import { SUBMIT_CLAIM } from './submitClaim';
import { VERIFY_CARD } from './verifyCard';

/** Every action the data service offers, in the order its schema lists them (forms import their own action only). */
export const ALL_ACTIONS: readonly ActionDeclaration[] = [
  LOGIN,
  LOGOUT,
  CHANGE_PASSWORD,
  ONBOARD_CUSTOMER,
  ADD_DEVICE,
  QUOTE_PLAN,
  BUY_PLAN,
  FUND_WALLET,
  PAYMENT_STATUS,
  CONFIRM_PAYMENT,
  OPEN_WALLET_ACCOUNT,
  REFUND_PAYMENT,
  QUOTE_CANCELLATION,
  CANCEL_ORDER,
  PAY_INSTALMENT,
  PAY_EXCESS,
  SUBMIT_CLAIM,
  QUOTE_CLAIM,
  ADVANCE_CLAIM,
  ADD_CLAIM_NOTE,
  ADD_CLAIM_EVIDENCE,
  REQUEST_CLAIM_EVIDENCE,
  EVIDENCE_LINKS,
  SET_AGENT_STATUS,
  SET_AGENT_TEAM,
  INVITE_ACCOUNT,
  ISSUE_PASSWORD_LINK,
  CHECK_PASSWORD_LINK,
  SET_PASSWORD_WITH_LINK,
  SET_PLAN_ON_SALE,
  REVISE_PLAN,
  CORRECT_CUSTOMER,
  REASSIGN_CUSTOMERS,
  TRANSFER_DEVICE,
  VERIFY_CARD,
];
