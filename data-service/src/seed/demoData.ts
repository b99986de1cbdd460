import {
  addDays,
  addMonths,
  idNumberLast4,
  isWithinPlanWindow,
  luhnCheckDigit,
  normalizeNigerianPhone,
  validateClaimDescription,
  validateDateOfBirth,
  validateEmail,
  validateIdNumber,
  validateImei,
  validateNigerianPhone,
  validatePersonName,
  validatePoliceReportNumber,
  validatePurchasePriceKobo,
  validateState,
  type IdType,
} from '@/lib/validation';
import { claimPath, isOpenClaimStatus, type ClaimStatus, type ClaimType } from '@/lib/domain/claims';
import { INSTALMENT_CHARGE_DAYS, instalmentDueOn } from '@/lib/domain/instalments';
import { orderStatusOn, type OrderStatus } from '@/lib/domain/orders';
import { AGENT_ROLE } from '@/lib/domain/roles';
import {
  DEMO_AGENTS,
  DEMO_STAFF,
  demoAgentEmail,
  demoEmail,
  demoAgentId,
  demoCustomerId,
  demoDeviceId,
  demoOrderId,
  demoStaffId,
  demoVerificationCode,
  type DemoAgentRole,
  type DemoStaffRole,
} from './demo';
import { CUSTOMER_SCENARIOS, type OrderScenario, type OrderTiming } from './demoScenarios';
import type { SeedPartner } from './partners';
// Priced with the actions' own rules, so the demo agrees with `quote_plan` and `submit_claim`.
import { claimExcessKobo, commissionKobo, POSTPAID_INSTALMENTS, postpaidInstalmentKobo, prepaidPremiumKobo } from '../actions/rules/pricing';
import { cancellationClawbackDescription, cancellationRefundDescription } from '../actions/rules/cancellation';
import { claimCoveredFrom } from '../actions/rules/claims';
import { CLAIM_EVENT_NOTES } from '../actions/rules/claimTransitions';
import { excessPaidNote } from '../payments/excess';
import { SEED_PLANS, seedPlan, seedPlanId, type PlanRules } from './plans';
import { createRandom, hashSeed, seedId, type Random } from './random';
import {
  ADDRESSES,
  CLAIM_DESCRIPTIONS,
  DEVICE_MODELS,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PHONE_PREFIXES,
  POLICE_DIVISION_CODES,
} from './sampleData';

/**
 * The demo rows for every partner, as plain objects keyed by column, computed from the seed date
 * alone: the PRNG draws never depend on dates, so names, phones, IMEIs, devices, plans and amounts are
 * the same on every run, and dates and the numbers that follow their order (references, policy
 * numbers) are the same for every run on the same date (Africa/Lagos).
 *
 * Rules kept (PRODUCT.md): premiums from the plan rules; commission 10% of the amount paid; postpaid
 * only where the partner allows it; a device bought at most 12 months before its order; one ACTIVE
 * order per device; claims after the waiting period (14 days, 30 for theft), of a covered type, within
 * the claims per term, one open claim per device; a wallet ledger whose running balance never goes
 * below zero and ends at the agent's `wallet_balance_kobo`. A cover runs from `starts_on` to
 * `ends_on` inclusive: `ends_on` = `starts_on` + term months − 1 day. Every seeded time is before
 * the seed date (so never in the future), in Lagos time.
 */

export type Row = Record<string, string | number | boolean | null>;

/** The agents were created this many days before the seed date; everything else happened since. */
export const DEMO_HISTORY_DAYS = 420;

export interface DemoData {
  agents: Row[];
  customers: Row[];
  devices: Row[];
  planOrders: Row[];
  payments: Row[];
  claims: Row[];
  claimEvents: Row[];
  /** In ledger order (the table's `seq` follows insertion order). */
  walletTransactions: Row[];
  /** The highest number used per reference sequence, for `setval`. */
  sequences: Record<'plan_order_number_seq' | 'payment_number_seq' | 'claim_number_seq' | 'policy_number_seq', number>;
}

/** A moment on a Lagos date, as a timestamptz literal; compares in time order as a string. */
const at = (date: string, minuteOfDay: number) => {
  const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const mm = String(minuteOfDay % 60).padStart(2, '0');
  return `${date}T${hh}:${mm}:00+01:00`;
};
/** Shop hours, 08:00–18:59, as minutes of the day. */
const shopMinute = (random: Random) => random.int(8 * 60, 18 * 60 + 59);

const termEnd = (startsOn: string, termMonths: number) => addDays(addMonths(startsOn, termMonths), -1);

/**
 * How many of a monthly plan's instalments fell due before `today` (the first on the cover's first day):
 * those are paid, and the first always (at the sale). One due today is left due, so no payment is dated
 * later than the seed's moment.
 */
const instalmentsDueBy = (startsOn: string, today: string) =>
  Array.from({ length: POSTPAID_INSTALMENTS }, (_, k) => instalmentDueOn(startsOn, k + 1)).filter((dueOn) => dueOn < today).length;

function assertValid(message: string | undefined, what: string): void {
  if (message !== undefined) throw new Error(`demo seed produced an invalid ${what}: ${message}`);
}

/** 15-digit IMEIs from a made-up type allocation code per model and a serial unique across the seed. */
function imeiFor(modelIndex: number, serial: number): string {
  const tac = `35${String(410_000 + modelIndex * 137).padStart(6, '0')}`;
  const payload = `${tac}${String(serial).padStart(6, '0')}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (random: Random, n: number) => Array.from({ length: n }, () => random.pick([...LETTERS])).join('');
const digits = (random: Random, n: number) => Array.from({ length: n }, () => String(random.int(0, 9))).join('');

function idNumberFor(random: Random, type: IdType): string {
  switch (type) {
    case 'VNIN':
      return `${letters(random, 2)}${digits(random, 12)}${letters(random, 2)}`;
    case 'VIN':
      return `${digits(random, 2)}${letters(random, 1)}${digits(random, 1)}${letters(random, 1)}${digits(random, 14)}`;
    case 'PASSPORT':
      return random.chance(0.5) ? `${letters(random, 1)}${digits(random, 8)}` : `${letters(random, 2)}${digits(random, 7)}`;
    case 'DRIVERLICENCE':
      return `${letters(random, 3)}${digits(random, 5)}${letters(random, 2)}${digits(random, 2)}`;
  }
}

const ID_TYPES_IN_TURN: IdType[] = ['VNIN', 'PASSPORT', 'DRIVERLICENCE', 'VIN'];

/** A ledger movement before balances are known. */
interface LedgerItem {
  agentId: string;
  partnerId: string;
  createdAt: string;
  kind: 'FUNDING' | 'PURCHASE' | 'COMMISSION' | 'REFUND' | 'EXCESS';
  amount: number;
  describe: () => string;
  planOrderId: string | null;
  paymentId: string | null;
}

interface OrderDraft {
  row: Row;
  createdAt: string;
  planName: string;
  deviceLabel: string;
  policyPrefix: string;
  method: 'WALLET' | 'CARD';
  /** The successful (or failed) payment's row, if any. */
  payment?: Row;
  /** A postpaid order's later instalments, each paid on its due day on the saved card (purpose INSTALMENT), and a declined one's tries. */
  instalmentPayments: Row[];
  refundAt?: string;
}

export function generateDemoData(today: string, partners: readonly SeedPartner[]): DemoData {
  const out: DemoData = {
    agents: [],
    customers: [],
    devices: [],
    planOrders: [],
    payments: [],
    claims: [],
    claimEvents: [],
    walletTransactions: [],
    sequences: { plan_order_number_seq: 0, payment_number_seq: 0, claim_number_seq: 0, policy_number_seq: 0 },
  };
  const orderDrafts: OrderDraft[] = [];
  const ledger: LedgerItem[] = [];
  let imeiSerial = 0;

  partners.forEach((partner) => {
    const random = createRandom(hashSeed(`demo/${partner.code}`));
    const agentIds: Record<DemoAgentRole, string> = { demo: demoAgentId(partner.id, 'demo'), second: demoAgentId(partner.id, 'second') };
    const agentsCreatedOn = addDays(today, -DEMO_HISTORY_DAYS);
    for (const [role, staff] of Object.entries(DEMO_STAFF) as [DemoStaffRole, (typeof DEMO_STAFF)[DemoStaffRole]][]) {
      out.agents.push({
        id: demoStaffId(partner.id, role),
        partner_id: partner.id,
        role,
        first_name: staff.firstName,
        last_name: staff.lastName,
        phone: normalizeNigerianPhone(staff.phone) ?? staff.phone,
        email: demoEmail(partner, staff.emailLocalPart),
        status: 'ACTIVE',
        wallet_balance_kobo: 0,
        created_at: at(agentsCreatedOn, 8 * 60),
        team_lead_id: null,
      });
    }

    for (const role of ['demo', 'second'] as const) {
      const agent = DEMO_AGENTS[role];
      out.agents.push({
        id: agentIds[role],
        partner_id: partner.id,
        role: AGENT_ROLE,
        first_name: agent.firstName,
        last_name: agent.lastName,
        phone: agent.phone,
        email: demoAgentEmail(partner, role),
        status: 'ACTIVE',
        wallet_balance_kobo: agent.walletKobo,
        created_at: at(agentsCreatedOn, 9 * 60 + (role === 'demo' ? 0 : 30)),
        // Both in the demo supervisor's team (inserted before them).
        team_lead_id: demoStaffId(partner.id, 'supervisor'),
      });
    }
    const phones = new Set<string>();
    CUSTOMER_SCENARIOS.forEach((scenario, customerIndex) => {
      const agentId = agentIds[scenario.agent];
      const customerId = demoCustomerId(partner.id, scenario.key);

      // Who the customer is: drawn first, in a fixed order, so dates never shift these.
      const gender = random.chance(0.5) ? 'MALE' : 'FEMALE';
      const firstName = random.pick(gender === 'MALE' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      let phone: string;
      do {
        phone = `0${random.pick(PHONE_PREFIXES)}${digits(random, 7)}`;
      } while (phones.has(phone) || phone === '08030000001' || phone === '08030000002' || Object.values(DEMO_STAFF).some((staff) => staff.phone === phone));
      phones.add(phone);
      const hasEmail = random.chance(0.6);
      const emailNumber = random.int(1, 99);
      const address = random.pick(ADDRESSES);
      const houseNumber = random.int(1, 120);
      const ageDays = random.int(19 * 365, 64 * 365);
      const idType = ID_TYPES_IN_TURN[customerIndex % ID_TYPES_IN_TURN.length];
      const idNumber = idNumberFor(random, idType);

      assertValid(validatePersonName(firstName) ?? validatePersonName(lastName), 'name');
      assertValid(validateNigerianPhone(phone), 'phone');
      assertValid(validateIdNumber(idType, idNumber), 'ID number');
      assertValid(validateState(address.state), 'state');
      const asciiName = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
      const email = hasEmail ? `${asciiName(firstName)}.${asciiName(lastName)}${emailNumber}@example.com` : null;
      if (email) assertValid(validateEmail(email), 'email');
      const dateOfBirth = addDays(today, -ageDays);
      assertValid(validateDateOfBirth(dateOfBirth, today), 'date of birth');

      let customerCreatedAt: string | undefined;
      scenario.devices.forEach((deviceScenario, deviceIndex) => {
        const deviceId = demoDeviceId(partner.id, scenario.key, deviceIndex);
        const modelIndex = random.int(0, DEVICE_MODELS.length - 1);
        const model = DEVICE_MODELS[modelIndex];
        // ±10% around the typical price, in whole thousands of naira.
        const priceKobo = Math.round((model.priceNaira * (0.9 + random.next() * 0.2)) / 1000) * 1000 * 100;
        assertValid(validatePurchasePriceKobo(priceKobo), 'purchase price');
        const dualSim = random.chance(0.4);
        const purchaseLead = random.int(0, 300);
        const addedDaysAgo = deviceScenario.addedDaysAgo ? random.int(...deviceScenario.addedDaysAgo) : 0;
        const tooOldDays = random.int(400, 700);
        const deviceMinute = shopMinute(random);
        imeiSerial += 1;
        const imei = imeiFor(modelIndex, imeiSerial * 2);
        const imei2 = dualSim ? imeiFor(modelIndex, imeiSerial * 2 + 1) : null;
        assertValid(validateImei(imei) ?? (imei2 ? validateImei(imei2) : undefined), 'IMEI');

        // The orders' dates come first: the device was bought before its first order, within 12 months.
        const orders = deviceScenario.orders.map((order) => ({ order, dates: orderDates(order.timing, today, random) }));
        const orderDetails = orders.map(({ order }) => ({
          plan: seedPlan(order.plan ?? random.pick(SEED_PLANS).code),
          minute: shopMinute(random),
          failure: order.failure ?? (random.chance(0.5) ? 'DECLINED' : 'INSUFFICIENT_FUNDS'),
        }));
        let addedOn: string;
        let purchaseDate: string;
        if (orders.length > 0) {
          addedOn = orders[0].dates.startsOn;
          purchaseDate = addDays(addedOn, -purchaseLead);
        } else {
          addedOn = addDays(today, -addedDaysAgo);
          purchaseDate = deviceScenario.tooOld ? addDays(today, -tooOldDays) : addDays(addedOn, -Math.min(purchaseLead, 150));
        }
        const deviceCreatedAt = at(addedOn, orders.length > 0 ? Math.min(orderDetails[0].minute, 18 * 60 + 40) : deviceMinute);
        customerCreatedAt ??= deviceCreatedAt;
        out.devices.push({
          id: deviceId,
          partner_id: partner.id,
          customer_id: customerId,
          agent_id: agentId,
          imei,
          imei2,
          brand: model.brand,
          model: model.model,
          purchase_price_kobo: priceKobo,
          purchase_date: purchaseDate,
          created_at: deviceCreatedAt,
        });

        orders.forEach(({ order, dates }, orderIndex) => {
          const { plan, minute, failure } = orderDetails[orderIndex];
          if (!isWithinPlanWindow(purchaseDate, dates.startsOn)) throw new Error('demo seed: device bought outside the plan window');
          const base = {
            partner,
            agentId,
            customerId,
            deviceId,
            plan,
            priceKobo,
            deviceLabel: `${model.brand} ${model.model}`,
            startsOn: dates.startsOn,
            endsOn: dates.endsOn,
            createdAt: at(dates.startsOn, Math.min(minute, 18 * 60 + 40) + 5),
            postpaid: order.postpaid === true && partner.allow_postpaid_plan,
            method: order.method ?? 'WALLET',
            instalmentDeclined: order.instalmentDeclined === true,
          };
          if (order.afterFailedCard) {
            orderDrafts.push(
              draftOrder({ ...base, createdAt: at(dates.startsOn, Math.min(minute, 18 * 60 + 40) + 1), method: 'CARD' }, seedId('failed-attempt', deviceId, orderIndex), 'PAYMENT_FAILED', 'DECLINED'),
            );
          }
          const status = orderStatus(order, dates.endsOn, today);
          const draft = draftOrder(base, demoOrderId(deviceId, orderIndex), status, failure);
          orderDrafts.push(draft);
          for (const claim of claimsFor(order, draft, base, random, today)) {
            out.claims.push(claim.row);
            out.claimEvents.push(...claim.events);
            if (claim.excess) {
              out.payments.push(claim.excess.payment);
              if (claim.excess.ledger) ledger.push(claim.excess.ledger);
            }
          }
        });
      });

      out.customers.push({
        id: customerId,
        partner_id: partner.id,
        agent_id: agentId,
        first_name: firstName,
        last_name: lastName,
        phone: normalizeNigerianPhone(phone) ?? phone,
        email,
        gender,
        date_of_birth: dateOfBirth,
        address: `${houseNumber} ${address.street}, ${address.town}`,
        state: address.state,
        id_type: idType,
        // A vNIN is single-use and short-lived: only its last 4 characters are kept.
        id_number: idType === 'VNIN' ? null : idNumber,
        id_number_last4: idNumberLast4(idNumber),
        created_at: customerCreatedAt ?? at(today, 0),
      });
    });
  });

  numberOrdersAndPayments(out, orderDrafts);
  for (const draft of orderDrafts) ledger.push(...ledgerItemsFor(draft));
  numberClaims(out);
  buildLedger(out, ledger);
  noteExcessPayments(out);
  return out;

  /** The order row (references filled in later, by date) and its payment, if one was attempted. */
  function draftOrder(
    base: {
      partner: SeedPartner;
      agentId: string;
      customerId: string;
      deviceId: string;
      plan: PlanRules;
      priceKobo: number;
      deviceLabel: string;
      startsOn: string;
      endsOn: string;
      createdAt: string;
      postpaid: boolean;
      method: 'WALLET' | 'CARD';
      instalmentDeclined?: boolean;
    },
    id: string,
    status: OrderStatus,
    failure: 'DECLINED' | 'INSUFFICIENT_FUNDS',
  ): OrderDraft {
    const prepaid = prepaidPremiumKobo(base.plan, base.priceKobo);
    const instalment = base.postpaid ? postpaidInstalmentKobo(prepaid) : null;
    const premium = instalment === null ? prepaid : instalment * POSTPAID_INSTALMENTS;
    const due = instalment ?? prepaid;
    const paid = status === 'ACTIVE' || status === 'EXPIRED' || status === 'CANCELLED';
    // A monthly plan has paid every instalment due before today (the card charged on each due day, payments/
    // instalments.ts), all twelve once ended; a cancelled one only its first (cancelled in cooling-off).
    const dueBy = Math.max(1, instalmentsDueBy(base.startsOn, today));
    // Declined: the latest instalment due is unpaid after the saved card's three tries (INSTALMENT_CHARGE_DAYS).
    const declined = base.instalmentDeclined === true && base.postpaid && status === 'ACTIVE' && dueBy > 1 ? dueBy : null;
    const instalmentsPaidCount = !paid ? 0 : !base.postpaid || status === 'CANCELLED' ? 1 : status === 'EXPIRED' ? POSTPAID_INSTALMENTS : dueBy - (declined ? 1 : 0);
    const amountPaid = due * instalmentsPaidCount;
    // A cancelled order is refunded to the wallet it was paid from; only a card can be declined.
    const method = status === 'CANCELLED' ? 'WALLET' : status === 'PAYMENT_FAILED' ? 'CARD' : base.method;
    const row: Row = {
      id,
      partner_id: base.partner.id,
      agent_id: base.agentId,
      customer_id: base.customerId,
      device_id: base.deviceId,
      plan_id: seedPlanId(base.partner.id, base.plan.code),
      reference: '',
      policy_number: '',
      verification_code: demoVerificationCode(id),
      billing: base.postpaid ? 'POSTPAID' : 'PREPAID',
      status,
      premium_kobo: premium,
      instalment_kobo: instalment,
      instalments: base.postpaid ? POSTPAID_INSTALMENTS : 1,
      amount_paid_kobo: amountPaid,
      // As settle.ts counts it: the commission on each instalment, added up.
      commission_kobo: commissionKobo(due) * instalmentsPaidCount,
      starts_on: base.startsOn,
      ends_on: base.endsOn,
      renewal_of_id: null,
      idempotency_key: seedId('idempotency', id),
      created_at: base.createdAt,
      cancelled_at: null,
      cancel_reason: null,
    };
    const draft: OrderDraft = {
      row,
      createdAt: base.createdAt,
      planName: base.plan.name,
      deviceLabel: base.deviceLabel,
      policyPrefix: base.partner.policy_prefix,
      method,
      instalmentPayments: Array.from({ length: Math.max(0, instalmentsPaidCount - 1) }, (_, k) => {
        const number = k + 2;
        const paidAt = at(instalmentDueOn(base.startsOn, number), 8 * 60);
        return {
          id: seedId('payment', id, number),
          partner_id: base.partner.id,
          agent_id: base.agentId,
          plan_order_id: id,
          purpose: 'INSTALMENT',
          method: 'CARD',
          status: 'SUCCEEDED',
          amount_kobo: due,
          reference: '',
          card_last4: '4081',
          failure_reason: null,
          idempotency_key: null,
          created_at: paidAt,
          ...gatewayColumns(true, true, paidAt),
          instalment_number: number,
          charge_attempt: 0,
        };
      }),
    };
    if (declined !== null) {
      const dueOn = instalmentDueOn(base.startsOn, declined);
      draft.instalmentPayments.push(
        ...INSTALMENT_CHARGE_DAYS.map((afterDays, attempt) => {
          const triedAt = at(addDays(dueOn, afterDays), 8 * 60);
          if (triedAt.slice(0, 10) >= today) throw new Error('demo seed: a declined instalment’s tries all fall before the seed’s day');
          return {
            id: seedId('payment', id, declined, 'try', attempt),
            partner_id: base.partner.id,
            agent_id: base.agentId,
            plan_order_id: id,
            purpose: 'INSTALMENT',
            method: 'CARD',
            status: 'FAILED',
            amount_kobo: due,
            reference: '',
            card_last4: '4081',
            failure_reason: 'Insufficient Funds',
            idempotency_key: null,
            created_at: triedAt,
            ...gatewayColumns(true, false, triedAt),
            instalment_number: declined,
            charge_attempt: attempt,
          };
        }),
      );
    }
    if (status !== 'PENDING_PAYMENT') {
      const paymentId = seedId('payment', id);
      const card = method === 'CARD';
      draft.payment = {
        id: paymentId,
        partner_id: base.partner.id,
        agent_id: base.agentId,
        plan_order_id: id,
        purpose: 'PLAN_PURCHASE',
        method,
        // A failed card payment is FAILED (issue 30); the draw still says how it failed, kept as its reason.
        status: paid ? 'SUCCEEDED' : 'FAILED',
        amount_kobo: due,
        reference: '',
        // As the gateway reports a card (Paystack's test cards: …4081 succeeds, …0002 is declined, …9995 has no funds).
        card_last4: card ? (paid ? '4081' : failure === 'DECLINED' ? '0002' : '9995') : null,
        failure_reason: paid ? null : failure === 'DECLINED' ? 'Declined' : 'Insufficient Funds',
        idempotency_key: seedId('idempotency', paymentId),
        created_at: base.createdAt,
        ...gatewayColumns(card, paid, base.createdAt),
      };
    }
    if (status === 'CANCELLED') {
      // Cancelled within cooling-off (lib/domain/cancellation.ts): everything paid back to the wallet, as cancel_order does.
      draft.refundAt = at(addDays(base.startsOn, 2), 11 * 60);
      row.cancelled_at = draft.refundAt;
      row.cancel_reason = 'Customer changed their mind';
      if (draft.payment) Object.assign(draft.payment, { status: 'REFUNDED', refunded_kobo: amountPaid, updated_at: draft.refundAt });
    }
    return draft;
  }
}

function orderDates(timing: OrderTiming, today: string, random: Random): { startsOn: string; endsOn: string } {
  const term = 12;
  let startsOn: string;
  if ('startedDaysAgo' in timing) startsOn = addDays(today, -random.int(...timing.startedDaysAgo));
  else {
    const endsOn = 'endsInDays' in timing ? addDays(today, random.int(...timing.endsInDays)) : addDays(today, -random.int(...timing.endedDaysAgo));
    startsOn = addMonths(addDays(endsOn, 1), -term);
  }
  return { startsOn, endsOn: termEnd(startsOn, term) };
}

function orderStatus(order: OrderScenario, endsOn: string, today: string): OrderStatus {
  if (order.status !== 'CURRENT') return order.status;
  // As the expiry sweep would have stored it (lib/domain/orders.ts, one rule).
  return orderStatusOn('ACTIVE', endsOn, today);
}

/** The claims of one order and their timelines, laid out backwards from the most recent event. */
function claimsFor(
  order: OrderScenario,
  draft: OrderDraft,
  base: { partner: SeedPartner; agentId: string; customerId: string; deviceId: string; deviceLabel: string; plan: PlanRules; priceKobo: number; startsOn: string; endsOn: string },
  random: Random,
  today: string,
): SeedClaim[] {
  const specs = order.claims ?? [];
  if (specs.length === 0) return [];
  if (specs.length > base.plan.claims_per_term) throw new Error('demo seed: more claims than the plan allows');
  const result: SeedClaim[] = [];
  // The latest event: recent for an order still running, well inside the term for an expired one.
  let latest = draft.row.status === 'EXPIRED' ? addDays(base.endsOn, -random.int(20, 60)) : addDays(today, -random.int(1, 10));
  for (let i = specs.length - 1; i >= 0; i -= 1) {
    const spec = specs[i];
    if (!base.plan.covers.includes(spec.type)) throw new Error(`demo seed: ${base.plan.code} does not cover ${spec.type}`);
    if (i < specs.length - 1 && isOpenClaimStatus(spec.status)) throw new Error('demo seed: only the last claim of a device may be open');
    const path = claimPath(spec.status);
    const eventDates: string[] = [];
    let day = isOpenClaimStatus(spec.status) ? latest : addDays(latest, -random.int(0, 20));
    for (let e = path.length - 1; e >= 0; e -= 1) {
      eventDates.unshift(day);
      day = addDays(day, -random.int(1, 4));
    }
    const incidentDate = addDays(eventDates[0], -random.int(0, 3));
    if (incidentDate < claimCoveredFrom(base.startsOn, spec.type) || incidentDate > base.endsOn) {
      throw new Error(`demo seed: claim incident ${incidentDate} outside the cover of an order from ${base.startsOn}`);
    }
    const claimId = seedId('claim', String(draft.row.id), i);
    const minutes = path.map(() => shopMinute(random));
    const description = random.pick(CLAIM_DESCRIPTIONS[spec.type]);
    assertValid(validateClaimDescription(description), 'claim description');
    const policeReport = spec.type === 'THEFT' ? `NPF/${random.pick(POLICE_DIVISION_CODES)}/${incidentDate.slice(0, 4)}/${String(random.int(100, 99_999)).padStart(5, '0')}` : null;
    if (policeReport) assertValid(validatePoliceReportNumber(policeReport), 'police report number');
    const events: Row[] = path.map((status, e) => ({
      id: seedId('claim_event', claimId, e),
      partner_id: base.partner.id,
      claim_id: claimId,
      agent_id: base.agentId,
      status,
      note: CLAIM_EVENT_NOTES[status],
      created_at: at(eventDates[e], minutes[e]),
      payment_id: null,
    }));
    const excessKobo = claimExcessKobo(base.plan, spec.type, base.priceKobo);
    const approved = path.indexOf('APPROVED');
    const excess = paidExcess(spec.status, excessKobo) ? excessPaymentFor({ ...base, claimId, spec, excessKobo, paidAt: at(eventDates[approved], minutes[approved] + 20) }, events) : undefined;
    result.unshift({
      row: {
        id: claimId,
        partner_id: base.partner.id,
        agent_id: base.agentId,
        customer_id: base.customerId,
        device_id: base.deviceId,
        plan_order_id: String(draft.row.id),
        reference: '',
        claim_type: spec.type,
        incident_date: incidentDate,
        description,
        police_report_number: policeReport,
        status: spec.status,
        excess_kobo: excessKobo,
        excess_payment_id: excess ? excess.payment.id : null,
        idempotency_key: seedId('idempotency', claimId),
        created_at: events[0].created_at,
        updated_at: events[events.length - 1].created_at,
      },
      events,
      excess,
    });
    const claimRow = result[0].row;
    if (excess?.ledger) excess.ledger.describe = () => `Excess on claim ${String(claimRow.reference)} for ${base.deviceLabel}`;
    latest = addDays(incidentDate, -random.int(10, 30));
  }
  return result;
}

/** A claim of the demo, with its excess paid when it is past the point that needs it. */
interface SeedClaim {
  row: Row;
  events: Row[];
  excess?: { payment: Row; ledger?: LedgerItem };
}

/**
 * Which demo claims have paid their excess (lib/domain/claims.ts): every one ready for pickup or handed
 * back, as advance_claim requires; an approved or in-repair claim still owes it, so the demo shows the way
 * to pay.
 */
function paidExcess(status: ClaimStatus, excessKobo: number): boolean {
  return excessKobo > 0 && (status === 'READY_FOR_PICKUP' || status === 'COMPLETED');
}

/**
 * The excess paid twenty minutes after the approval, as pay_excess records it: from the agent's wallet
 * (cash at the counter, a ledger line), a theft's larger excess by a card link; the timeline gains its
 * event (named once references are numbered: `noteExcessPayments`).
 */
function excessPaymentFor(
  claim: { partner: SeedPartner; agentId: string; claimId: string; spec: { type: ClaimType }; excessKobo: number; paidAt: string },
  events: Row[],
): { payment: Row; ledger?: LedgerItem } {
  const paidAtText = claim.paidAt;
  const card = claim.spec.type === 'THEFT';
  const paymentId = seedId('payment', claim.claimId, 'excess');
  const payment: Row = {
    id: paymentId,
    partner_id: claim.partner.id,
    agent_id: claim.agentId,
    plan_order_id: null,
    purpose: 'EXCESS',
    method: card ? 'CARD' : 'WALLET',
    status: 'SUCCEEDED',
    amount_kobo: claim.excessKobo,
    reference: '',
    card_last4: card ? '4081' : null,
    failure_reason: null,
    idempotency_key: seedId('idempotency', paymentId),
    created_at: paidAtText,
    ...gatewayColumns(card, true, paidAtText),
    claim_id: claim.claimId,
  };
  events.splice(events.findIndex((event) => event.status === 'APPROVED') + 1, 0, {
    id: seedId('claim_event', claim.claimId, 'excess'),
    partner_id: claim.partner.id,
    claim_id: claim.claimId,
    agent_id: claim.agentId,
    status: 'APPROVED',
    note: '',
    created_at: paidAtText,
    payment_id: paymentId,
  });
  const ledger: LedgerItem | undefined = card
    ? undefined
    : {
        agentId: claim.agentId,
        partnerId: claim.partner.id,
        createdAt: paidAtText,
        kind: 'EXCESS',
        amount: -claim.excessKobo,
        planOrderId: null,
        paymentId,
        describe: () => '', // the claim's reference, once numbered (claimsFor)
      };
  return { payment, ledger };
}

/** The excess events' notes, once the payments have their references (excess.ts's words, as pay_excess writes them). */
function noteExcessPayments(out: DemoData): void {
  const payments = new Map(out.payments.map((payment) => [payment.id, payment]));
  for (const event of out.claimEvents) {
    if (event.payment_id === null) continue;
    const payment = payments.get(event.payment_id) as Row;
    event.note = excessPaidNote({ amount_kobo: Number(payment.amount_kobo), method: String(payment.method), reference: String(payment.reference) });
  }
}

const pad6 = (n: number) => String(n).padStart(6, '0');
const byTimeThenId = (a: { at: string; id: string }, b: { at: string; id: string }) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1);

/** References and policy numbers in time order across partners, as the sequences would have issued them. */
function numberOrdersAndPayments(out: DemoData, drafts: OrderDraft[]): void {
  const ordered = [...drafts].sort((a, b) => byTimeThenId({ at: a.createdAt, id: String(a.row.id) }, { at: b.createdAt, id: String(b.row.id) }));
  ordered.forEach((draft, i) => {
    draft.row.reference = `ORD-${draft.createdAt.slice(0, 4)}-${pad6(i + 1)}`;
    draft.row.policy_number = `${draft.policyPrefix}-${String(draft.row.starts_on).slice(0, 4)}-${pad6(i + 1)}`;
    out.planOrders.push(draft.row);
    if (draft.payment) out.payments.push(draft.payment);
    out.payments.push(...draft.instalmentPayments);
  });
  out.sequences.plan_order_number_seq = ordered.length;
  out.sequences.policy_number_seq = ordered.length;
}

function numberClaims(out: DemoData): void {
  out.claims.sort((a, b) => byTimeThenId({ at: String(a.created_at), id: String(a.id) }, { at: String(b.created_at), id: String(b.id) }));
  out.claims.forEach((claim, i) => {
    claim.reference = `CLM-${String(claim.created_at).slice(0, 4)}-${pad6(i + 1)}`;
  });
  out.sequences.claim_number_seq = out.claims.length;
}

function ledgerItemsFor(draft: OrderDraft): LedgerItem[] {
  const row = draft.row;
  if (Number(row.amount_paid_kobo) === 0) return [];
  // What the sale took (a monthly plan's first instalment); the later instalments came by card.
  const paid = Number(draft.payment?.amount_kobo);
  const common = { agentId: String(row.agent_id), partnerId: String(row.partner_id), planOrderId: String(row.id), createdAt: draft.createdAt };
  const items: LedgerItem[] = [];
  if (draft.method === 'WALLET') {
    items.push({ ...common, kind: 'PURCHASE', amount: -paid, paymentId: String(draft.payment?.id), describe: () => `${draft.planName} for ${draft.deviceLabel} (${row.reference})` });
  }
  items.push({ ...common, kind: 'COMMISSION', amount: commissionKobo(paid), paymentId: null, describe: () => `Commission on ${row.reference}` });
  // The instalments paid (a declined try earns nothing).
  for (const payment of draft.instalmentPayments.filter((tried) => tried.status === 'SUCCEEDED')) {
    const line = `instalment ${String(payment.instalment_number)} of ${String(row.instalments)}`;
    items.push({ ...common, createdAt: String(payment.created_at), kind: 'COMMISSION', amount: commissionKobo(Number(payment.amount_kobo)), paymentId: String(payment.id), describe: () => `Commission on ${row.reference}, ${line}` });
  }
  if (draft.refundAt) {
    // Two lines, as cancel_order writes them: the premium back, then the commission taken back (the agent ends where it began).
    const cancelled = { ...common, createdAt: draft.refundAt };
    items.push({ ...cancelled, kind: 'REFUND', amount: paid, paymentId: String(draft.payment?.id), describe: () => cancellationRefundDescription(String(row.reference)) });
    const clawback = Number(row.commission_kobo);
    if (clawback > 0) items.push({ ...cancelled, kind: 'COMMISSION', amount: -clawback, paymentId: null, describe: () => cancellationClawbackDescription(String(row.reference)) });
  }
  return items;
}

const TOP_UP_STEP_KOBO = 5_000_000;
const TOP_UP_WHEN_ABOVE_KOBO = 10_000_000;

/**
 * Each agent's ledger in time order, ending exactly at its seeded `wallet_balance_kobo`. Built
 * backwards from that balance: walking back past a purchase raises the balance needed before it, and
 * once that passes ₦100,000 a card top-up (whole ₦50,000s) just before the purchase supplies it. What
 * is still needed at the start is the opening funding. So no balance is ever negative, by construction.
 */
function buildLedger(out: DemoData, items: LedgerItem[]): void {
  for (const agent of out.agents) {
    // Staff hold no wallet.
    if (agent.role !== AGENT_ROLE) continue;
    const agentId = String(agent.id);
    const partnerId = String(agent.partner_id);
    const own = items
      .filter((item) => item.agentId === agentId)
      .map((item, index) => ({ item, index }))
      .sort((a, b) => (a.item.createdAt < b.item.createdAt ? -1 : a.item.createdAt > b.item.createdAt ? 1 : a.index - b.index))
      .map(({ item }) => item);
    const funding = (name: string | number, createdAt: string, amount: number): LedgerItem => {
      const paymentId = seedId('funding', agentId, name);
      out.payments.push({
        id: paymentId,
        partner_id: partnerId,
        agent_id: agentId,
        plan_order_id: null,
        purpose: 'WALLET_FUNDING',
        method: 'CARD',
        status: 'SUCCEEDED',
        amount_kobo: amount,
        reference: '',
        card_last4: '4081',
        failure_reason: null,
        idempotency_key: seedId('idempotency', paymentId),
        created_at: createdAt,
        ...gatewayColumns(true, true, createdAt),
      });
      return { agentId, partnerId, createdAt, kind: 'FUNDING', amount, planOrderId: null, paymentId, describe: () => 'Wallet funded by card •••• 4081' };
    };

    const entries: LedgerItem[] = [];
    let needed = Number(agent.wallet_balance_kobo);
    for (let k = own.length - 1; k >= 0; k -= 1) {
      const item = own[k];
      entries.unshift(item);
      needed -= item.amount;
      if (needed < 0) throw new Error(`demo seed: agent ${agentId} cannot end at its seeded wallet balance (${own.slice(k).map((i) => `${i.kind} ${i.amount}`).join(", ")})`);
      if ((item.kind === 'PURCHASE' || item.kind === 'EXCESS') && needed > TOP_UP_WHEN_ABOVE_KOBO) {
        // Keep back what the earlier credits (commissions, refunds) will take off the balance needed.
        let reserve = 0;
        let credits = 0;
        for (let j = k - 1; j >= 0; j -= 1) {
          credits += own[j].amount;
          reserve = Math.max(reserve, credits);
        }
        const amount = Math.floor((needed - reserve) / TOP_UP_STEP_KOBO) * TOP_UP_STEP_KOBO;
        if (amount > 0) {
          // Same moment as the purchase it pays for; the ledger order (seq) puts it first.
          entries.unshift(funding(k, item.createdAt, amount));
          needed -= amount;
        }
      }
    }
    if (needed > 0) entries.unshift(funding('opening', at(addDays(String(agent.created_at).slice(0, 10), 1), 10 * 60), needed));

    let running = 0;
    entries.forEach((entry, n) => {
      running += entry.amount;
      out.walletTransactions.push({
        id: seedId('wallet_transaction', agentId, n),
        partner_id: partnerId,
        agent_id: agentId,
        kind: entry.kind,
        amount_kobo: entry.amount,
        balance_after_kobo: running,
        description: entry.describe(),
        plan_order_id: entry.planOrderId,
        payment_id: entry.paymentId,
        created_at: entry.createdAt,
      });
    });
  }
  numberPayments(out);
  // One ledger for all agents in time order, so `seq` grows with time as it does in service.
  const position = new Map(out.walletTransactions.map((row, i) => [row.id, i]));
  const key = (row: Row) => String(row.created_at);
  out.walletTransactions.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0)));
}

/**
 * The gateway's side of a demo payment (migration 0008): a card payment went through Paystack's checkout,
 * under our reference (filled in by numberPayments) with the channel and time it reports; a wallet payment
 * never met the gateway. Every row has the same columns (insertRows).
 */
function gatewayColumns(card: boolean, paid: boolean, createdAt: string): Row {
  return {
    gateway: card ? 'paystack' : null,
    gateway_reference: null,
    gateway_attempt: card ? 1 : 0,
    channel: card && paid ? 'card' : null,
    paid_at: paid ? createdAt : null,
    refunded_kobo: 0,
    updated_at: createdAt,
    // Migration 0013: an instalment's payment says which (and the try); every other payment none.
    instalment_number: null,
    charge_attempt: null,
    // Migration 0015: an excess payment's claim.
    claim_id: null,
  };
}

function numberPayments(out: DemoData): void {
  out.payments.sort((a, b) => byTimeThenId({ at: String(a.created_at), id: String(a.id) }, { at: String(b.created_at), id: String(b.id) }));
  out.payments.forEach((payment, i) => {
    payment.reference = `PAY-${String(payment.created_at).slice(0, 4)}-${pad6(i + 1)}`;
    // A card payment went through the gateway under our reference (its first attempt).
    if (payment.gateway !== null) payment.gateway_reference = payment.reference;
  });
  out.sequences.payment_number_seq = out.payments.length;
}
