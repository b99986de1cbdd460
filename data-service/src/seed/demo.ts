import { SEED_PARTNERS, type SeedPartner } from './partners';
import { seedPlanId, type PlanCode } from './plans';
import { seedCode, seedId } from './random';
import { ACCOUNT_ROLE_LABELS, type AccountRole } from '@/lib/domain/roles';

/**
 * The seeded demo, by name: credentials and the ids tests and e2e specs refer to. Every partner gets
 * the same two agents (phones are unique per partner; `login` takes the partner code). Ids are
 * derived from names (see random.ts), so they are the same on every fresh database.
 */

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_AGENT_PHONE = '08030000001';
export const DEMO_AGENT_PHONE_E164 = '+2348030000001';
export const SECOND_AGENT_PHONE = '08030000002';
export const SECOND_AGENT_PHONE_E164 = '+2348030000002';
/** What `partner.demo_login_hint` says on a seeded database (the sign-in screen shows it). */
export const DEMO_LOGIN_HINT = `${DEMO_AGENT_PHONE} / ${DEMO_PASSWORD}`;

/** The partner's staff in the demo (issue 32): each signs in at /auth with the demo password and lands in /office. */
export const DEMO_STAFF = {
  claims_officer: { firstName: 'Ifeoma', lastName: 'Eze', phone: '08030000010', emailLocalPart: 'claims.officer' },
  partner_ops: { firstName: 'Chinedu', lastName: 'Okafor', phone: '08030000011', emailLocalPart: 'operations' },
  // Leads the team of both demo agents.
  supervisor: { firstName: 'Funmilayo', lastName: 'Adeyemi', phone: '08030000012', emailLocalPart: 'supervisor' },
} as const satisfies Partial<Record<AccountRole, { firstName: string; lastName: string; phone: string; emailLocalPart: string }>>;
export type DemoStaffRole = keyof typeof DEMO_STAFF;
/** What `partner.demo_staff_hint` says on a seeded database: each staff account's sign-in, by its role in words. */
export const DEMO_STAFF_HINT = (Object.entries(DEMO_STAFF) as [DemoStaffRole, (typeof DEMO_STAFF)[DemoStaffRole]][])
  .map(([role, staff]) => `${ACCOUNT_ROLE_LABELS[role]}: ${staff.phone} / ${DEMO_PASSWORD}`)
  .join('\n');
export const demoStaffId = (partnerId: string, role: DemoStaffRole) => seedId('agent', partnerId, role);

/** Wallet balances after the seeded ledger: ₦200,000 for the demo agent, ₦75,000 for the second. */
export const DEMO_AGENT_WALLET_KOBO = 20_000_000;
export const SECOND_AGENT_WALLET_KOBO = 7_500_000;

export type DemoAgentRole = 'demo' | 'second';

export const DEMO_AGENTS: Record<DemoAgentRole, { firstName: string; lastName: string; phone: string; emailLocalPart: string; walletKobo: number }> = {
  demo: { firstName: 'Amaka', lastName: 'Okonkwo', phone: DEMO_AGENT_PHONE_E164, emailLocalPart: 'demo.agent', walletKobo: DEMO_AGENT_WALLET_KOBO },
  second: { firstName: 'Tunde', lastName: 'Bakare', phone: SECOND_AGENT_PHONE_E164, emailLocalPart: 'second.agent', walletKobo: SECOND_AGENT_WALLET_KOBO },
};

/** A demo account's sign-in email: its local part at the partner's support domain (e.g. demo.agent@sunlineprotect.ng). */
export function demoEmail(partner: SeedPartner, localPart: string): string {
  return `${localPart}@${partner.support_email.split('@')[1]}`;
}

/** The agent's sign-in email (demoEmail). */
export const demoAgentEmail = (partner: SeedPartner, role: DemoAgentRole) => demoEmail(partner, DEMO_AGENTS[role].emailLocalPart);

// Ids of seeded rows, by what they are. The generator (demoData.ts) uses the same functions.
export const demoAgentId = (partnerId: string, role: DemoAgentRole) => seedId('agent', partnerId, role);
export const demoCustomerId = (partnerId: string, scenario: string) => seedId('customer', partnerId, scenario);
export const demoDeviceId = (partnerId: string, scenario: string, device: number) => seedId('device', partnerId, scenario, device);
export const demoOrderId = (deviceId: string, order: number) => seedId('plan_order', deviceId, order);
/**
 * A seeded order's card verification code. Derived from the order id rather than left to the
 * database's random default, so the demo's cards, QR codes and screenshots stay the same on every
 * fresh database. Anyone with this source can compute them: harmless for made-up customers whose
 * agents' password is published anyway, and the demo is not seeded in production.
 */
export const demoVerificationCode = (orderId: string) => seedCode('verification_code', orderId);

export interface DemoPartnerIds {
  partnerId: string;
  demoAgentId: string;
  secondAgentId: string;
  claimsOfficerId: string;
  partnerOpsId: string;
  /** The supervisor whose team holds both demo agents. */
  supervisorId: string;
  planIds: Record<PlanCode, string>;
  /** A demo-agent customer whose only device has no plan and may get one (buy-plan from the customer page). */
  eligibleCustomerId: string;
  eligibleDeviceId: string;
  /** A demo-agent device bought more than 12 months ago: registered, no plan offered. */
  tooOldDeviceId: string;
  /** A demo-agent ACTIVE order with a COMPLETED screen claim. */
  activeOrderId: string;
  /** Its protection card's verification code (`/verify/<code>`). */
  activeOrderVerificationCode: string;
  /** A demo-agent order waiting for payment. */
  pendingOrderId: string;
  /** A customer of the second agent (the demo agent must never see it). */
  secondAgentCustomerId: string;
}

export function demoIds(partner: SeedPartner): DemoPartnerIds {
  const p = partner.id;
  const activeOrderId = demoOrderId(demoDeviceId(p, 'active-claim-completed', 0), 0);
  return {
    partnerId: p,
    demoAgentId: demoAgentId(p, 'demo'),
    secondAgentId: demoAgentId(p, 'second'),
    claimsOfficerId: demoStaffId(p, 'claims_officer'),
    partnerOpsId: demoStaffId(p, 'partner_ops'),
    supervisorId: demoStaffId(p, 'supervisor'),
    planIds: {
      SCREEN_GUARD: seedPlanId(p, 'SCREEN_GUARD'),
      TOTAL_CARE: seedPlanId(p, 'TOTAL_CARE'),
      TOTAL_CARE_THEFT: seedPlanId(p, 'TOTAL_CARE_THEFT'),
    },
    eligibleCustomerId: demoCustomerId(p, 'eligible-device'),
    eligibleDeviceId: demoDeviceId(p, 'eligible-device', 0),
    tooOldDeviceId: demoDeviceId(p, 'too-old-device', 0),
    activeOrderId,
    activeOrderVerificationCode: demoVerificationCode(activeOrderId),
    pendingOrderId: demoOrderId(demoDeviceId(p, 'pending-payment', 0), 0),
    secondAgentCustomerId: demoCustomerId(p, 'second-active-claim'),
  };
}

/** Ids per partner code, e.g. `DEMO_IDS['SUNLINE-NG'].demoAgentId`. */
export const DEMO_IDS: Readonly<Record<string, DemoPartnerIds>> = Object.fromEntries(SEED_PARTNERS.map((p) => [p.code, demoIds(p)]));
