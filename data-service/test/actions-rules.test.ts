import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brokenRule } from '@/lib/actions/inputFields';
import { SUBMIT_CLAIM } from '@/lib/actions/submitClaim';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { DESCRIPTION_MESSAGES, INCIDENT_DATE_MESSAGES, POLICE_REPORT_MESSAGES } from '@/lib/validation';
import { claimCoveredFrom, claimEligibilityProblem, orderNotClaimableProblem, type ClaimedOrder, type ClaimProblem, type ClaimRequest } from '../src/actions/rules/claims';
import { coverEndsOn, displayDate } from '../src/actions/rules/dates';
import { coverPeriod, overlaps, renewalProblem } from '../src/actions/rules/eligibility';
import { lockoutMessage, lockoutMinutesLeft } from '../src/actions/rules/loginLockout';
import { claimExcessKobo, commissionKobo, orderPrice, postpaidInstalmentKobo, prepaidPremiumKobo } from '../src/actions/rules/pricing';
import { formatPolicyNumber, formatReference } from '../src/actions/rules/references';
import { requestHash } from '../src/actions/rules/requestHash';
import type { GatewayTransaction } from '../src/payments/gateway';
import { customerPayerEmail } from '../src/payments/payerEmail';
import type { PaymentRow } from '../src/payments/paymentRecords';
import { outcomeOfVerify } from '../src/payments/settle';

const naira = (n: number) => n * 100;
const SCREEN_GUARD = { premium_rate_bp: 400, min_premium_kobo: naira(3_000), excess_kobo: naira(2_500), theft_excess_rate_bp: null };
const TOTAL_CARE = { premium_rate_bp: 700, min_premium_kobo: naira(5_000), excess_kobo: naira(5_000), theft_excess_rate_bp: null };
const TOTAL_CARE_THEFT = { premium_rate_bp: 1000, min_premium_kobo: naira(8_000), excess_kobo: naira(5_000), theft_excess_rate_bp: 1000 };

describe('plan pricing (PRODUCT.md table)', () => {
  it('charges the rate of the device value, at least the minimum', () => {
    assert.equal(prepaidPremiumKobo(SCREEN_GUARD, naira(150_000)), naira(6_000));
    assert.equal(prepaidPremiumKobo(SCREEN_GUARD, naira(50_000)), naira(3_000), '4% of ₦50,000 is ₦2,000: the ₦3,000 minimum applies');
    assert.equal(prepaidPremiumKobo(TOTAL_CARE, naira(50_000)), naira(5_000), '7% of ₦50,000 is ₦3,500: the ₦5,000 minimum applies');
    assert.equal(prepaidPremiumKobo(TOTAL_CARE, naira(200_000)), naira(14_000));
    assert.equal(prepaidPremiumKobo(TOTAL_CARE_THEFT, naira(60_000)), naira(8_000), '10% of ₦60,000 is ₦6,000: the ₦8,000 minimum applies');
    assert.equal(prepaidPremiumKobo(TOTAL_CARE_THEFT, naira(3_000_000)), naira(300_000));
  });

  it('rounds a premium up to the whole naira', () => {
    // 7% of ₦123,456.78 is ₦8,641.97…: ₦8,642.
    assert.equal(prepaidPremiumKobo(TOTAL_CARE, 12_345_678), naira(8_642));
    // An exact naira stays as it is.
    assert.equal(prepaidPremiumKobo(TOTAL_CARE, naira(100_000)), naira(7_000));
  });

  it('splits postpaid into 12 instalments of ceil(prepaid × 1.10 / 12) naira', () => {
    assert.equal(postpaidInstalmentKobo(naira(6_000)), naira(550));
    assert.equal(postpaidInstalmentKobo(naira(5_000)), naira(459), '₦458.33 rounds up to ₦459');
    assert.deepEqual(orderPrice(SCREEN_GUARD, naira(150_000), 'POSTPAID'), {
      billing: 'POSTPAID',
      premiumKobo: naira(6_600),
      instalmentKobo: naira(550),
      instalments: 12,
      dueNowKobo: naira(550),
    });
    assert.deepEqual(orderPrice(SCREEN_GUARD, naira(150_000), 'PREPAID'), {
      billing: 'PREPAID',
      premiumKobo: naira(6_000),
      instalmentKobo: null,
      instalments: 1,
      dueNowKobo: naira(6_000),
    });
  });

  it('pays 10% commission on the amount paid, in whole kobo', () => {
    assert.equal(commissionKobo(naira(6_000)), naira(600));
    assert.equal(commissionKobo(naira(550)), naira(55));
    assert.equal(commissionKobo(45_905), 4_590);
  });

  it('takes the flat excess, and 10% of the device value for theft', () => {
    assert.equal(claimExcessKobo(SCREEN_GUARD, 'SCREEN', naira(150_000)), naira(2_500));
    assert.equal(claimExcessKobo(TOTAL_CARE_THEFT, 'LIQUID', naira(150_000)), naira(5_000));
    assert.equal(claimExcessKobo(TOTAL_CARE_THEFT, 'THEFT', naira(150_000)), naira(15_000));
    assert.equal(claimExcessKobo(TOTAL_CARE_THEFT, 'THEFT', 12_345_678), naira(12_346));
  });
});

describe('plan eligibility', () => {
  // The device's own rule (value, age) is deviceIneligibility's, tested with it in lib/validation.
  const today = '2025-06-15';
  it('runs a cover for the term, inclusive; a renewal from the day after the old one ends, never backdated', () => {
    assert.equal(coverEndsOn('2025-06-15', 12), '2026-06-14');
    assert.deepEqual(coverPeriod(today, 12), { startsOn: '2025-06-15', endsOn: '2026-06-14' });
    assert.deepEqual(coverPeriod(today, 12, '2025-07-01'), { startsOn: '2025-07-02', endsOn: '2026-07-01' });
    assert.deepEqual(coverPeriod(today, 12, '2025-06-01'), { startsOn: today, endsOn: '2026-06-14' });
  });

  it('renews within 30 days either side of the end only', () => {
    assert.equal(renewalProblem({ status: 'ACTIVE', ends_on: '2025-07-15' }, today), undefined);
    assert.equal(renewalProblem({ status: 'EXPIRED', ends_on: '2025-05-16' }, today), undefined);
    assert.match(renewalProblem({ status: 'ACTIVE', ends_on: '2025-07-16' }, today) ?? '', /can be renewed from 16 Jun 2025/);
    assert.match(renewalProblem({ status: 'EXPIRED', ends_on: '2025-05-15' }, today) ?? '', /more than 30 days ago/);
    assert.match(renewalProblem({ status: 'CANCELLED', ends_on: '2025-07-01' }, today) ?? '', /active or expired/);
  });

  it('finds overlapping covers', () => {
    const period = { startsOn: '2025-06-15', endsOn: '2026-06-14' };
    assert.equal(overlaps(period, { starts_on: '2024-06-15', ends_on: '2025-06-15' }), true);
    assert.equal(overlaps(period, { starts_on: '2024-06-14', ends_on: '2025-06-14' }), false);
    assert.equal(overlaps(period, { starts_on: '2026-06-14', ends_on: '2027-06-13' }), true);
  });
});

describe('claim rules', () => {
  const today = '2025-06-15';
  const order: ClaimedOrder = {
    status: 'ACTIVE',
    starts_on: '2025-04-01',
    ends_on: '2026-03-31',
    plan_name: 'Total Care',
    covers: ['SCREEN', 'LIQUID', 'HARDWARE'],
    claims_per_term: 2,
    gaps: [],
  };
  const request: ClaimRequest = {
    claimType: 'SCREEN',
    incidentDate: '2025-06-10',
    description: 'The screen cracked after a fall in the market.',
    policeReportNumber: null,
  };
  const none = { claimsUsed: 0, openClaim: undefined };
  const code = (problem: { code: string } | undefined) => problem?.code;
  // The checks on the arguments alone (SUBMIT_CLAIM), answered as submit_claim answers them (`readInput`).
  const claimInputProblem = (claim: ClaimRequest, on: string): ClaimProblem | undefined => {
    const arguments_ = {
      order_id: '00000000-0000-4000-8000-000000000001',
      claim_type: claim.claimType,
      incident_date: claim.incidentDate,
      description: claim.description,
      police_report_number: claim.policeReportNumber,
      evidence_ids: null,
    };
    const broken = brokenRule(SUBMIT_CLAIM, arguments_, on);
    return broken && { message: broken.message, code: ACTION_ERROR_CODES.validationFailed, extensions: { field: broken.field as ClaimProblem['extensions']['field'] } };
  };

  it('refuses an incident while the plan had lapsed for unpaid instalments, with its own code, and covers the days outside the lapse', () => {
    const lapsed = { ...order, status: 'LAPSED', gaps: [{ fromOn: '2025-06-05', untilOn: null }] };
    const refused = claimEligibilityProblem({ ...request, incidentDate: '2025-06-10' }, lapsed, none);
    assert.equal(code(refused), 'plan-lapsed');
    assert.equal(
      refused?.message,
      'The plan did not cover 10 Jun 2025: it lapsed on 5 Jun 2025 for unpaid instalments and is still lapsed: paying the arrears restores cover from the day they are paid, not before',
    );
    assert.equal(refused?.extensions.field, 'incident_date');
    assert.equal(claimEligibilityProblem({ ...request, incidentDate: '2025-06-04' }, lapsed, none), undefined, 'the day before the lapse was covered');
    const reinstated = { ...order, gaps: [{ fromOn: '2025-05-01', untilOn: '2025-05-20' }] };
    assert.match(String(claimEligibilityProblem({ ...request, incidentDate: '2025-05-19' }, reinstated, none)?.message), /until its arrears were paid on 20 May 2025$/);
    assert.equal(claimEligibilityProblem({ ...request, incidentDate: '2025-05-20' }, reinstated, none), undefined, 'covered again from the payment’s day');
  });

  it('accepts a claim that keeps every rule', () => {
    assert.equal(claimInputProblem(request, today), undefined);
    assert.equal(claimEligibilityProblem(request, order, none), undefined);
  });

  it('refuses an incident date in the future', () => {
    const problem = claimInputProblem({ ...request, incidentDate: '2025-06-16' }, today);
    assert.equal(problem?.message, INCIDENT_DATE_MESSAGES.future);
    assert.deepEqual(problem?.extensions, { field: 'incident_date' });
  });

  it('wants a description of 20 to 1000 characters', () => {
    assert.equal(claimInputProblem({ ...request, description: 'Too short' }, today)?.message, DESCRIPTION_MESSAGES.tooShort);
    assert.equal(claimInputProblem({ ...request, description: 'x'.repeat(1001) }, today)?.message, DESCRIPTION_MESSAGES.tooLong);
    assert.equal(claimInputProblem({ ...request, description: 'x'.repeat(1000) }, today), undefined);
  });

  it('wants a police report number for theft', () => {
    const theft = { ...request, claimType: 'THEFT' as const };
    assert.equal(claimInputProblem(theft, today)?.message, POLICE_REPORT_MESSAGES.required);
    assert.equal(claimInputProblem({ ...theft, policeReportNumber: 'NPF/IKJ/2025/00123' }, today), undefined);
  });

  it('accepts each rule’s first allowed case', () => {
    // Claims are filed on ACTIVE and EXPIRED orders; an expired one answers for an incident during its cover.
    assert.equal(orderNotClaimableProblem('ACTIVE'), undefined);
    assert.equal(claimEligibilityProblem(request, { ...order, status: 'EXPIRED' }, none), undefined);
    assert.equal(claimEligibilityProblem({ ...request, incidentDate: '2025-04-15' }, order, none), undefined, 'day 14 of the cover');
    const theftOrder = { ...order, covers: [...order.covers, 'THEFT'] };
    const theft = { ...request, claimType: 'THEFT' as const, policeReportNumber: 'NPF/1/2025' };
    assert.equal(claimEligibilityProblem({ ...theft, incidentDate: '2025-05-01' }, theftOrder, none), undefined, 'day 30 for theft');
    assert.equal(claimEligibilityProblem(request, order, { claimsUsed: 1, openClaim: undefined }), undefined, 'one of two claims used');
    assert.equal(claimCoveredFrom('2025-04-01', 'SCREEN'), '2025-04-15');
    assert.equal(claimCoveredFrom('2025-04-01', 'THEFT'), '2025-05-01');
  });

  it('checks the rules in order: the first one broken answers', () => {
    const everything = claimEligibilityProblem(
      { ...request, claimType: 'THEFT', incidentDate: '2025-04-02', policeReportNumber: 'NPF/1/2025' },
      { ...order, status: 'CANCELLED' },
      { claimsUsed: 2, openClaim: { id: 'c1', reference: 'CLM-2025-000001' } },
    );
    assert.equal(code(everything), 'plan-not-active');
    assert.equal(code(claimEligibilityProblem({ ...request, claimType: 'THEFT', policeReportNumber: 'NPF/1/2025' }, order, { claimsUsed: 2, openClaim: undefined })), 'claim-type-not-covered');
  });

  describe('the message for every error code', () => {
    const open = { id: 'c1', reference: 'CLM-2025-000001' };
    const theft = { ...request, claimType: 'THEFT' as const, policeReportNumber: 'NPF/1/2025' };
    const theftOrder = { ...order, covers: [...order.covers, 'THEFT'] };
    // Each claim rule, broken alone: its code, the submit_claim argument the form shows it on, its exact words.
    const cases: { rule: string; problem: ClaimProblem | undefined; code: string; extensions: Record<string, unknown>; message: string }[] = [
      {
        rule: 'a cancelled plan',
        problem: claimEligibilityProblem(request, { ...order, status: 'CANCELLED' }, none),
        code: 'plan-not-active',
        extensions: { field: 'order_id' },
        message: 'This plan was cancelled: claims need an active plan',
      },
      {
        rule: 'a plan waiting for payment',
        problem: claimEligibilityProblem(request, { ...order, status: 'PENDING_PAYMENT' }, none),
        code: 'plan-not-active',
        extensions: { field: 'order_id' },
        message: 'This plan is waiting for payment: claims need an active plan',
      },
      {
        rule: 'a plan never paid for',
        problem: claimEligibilityProblem(request, { ...order, status: 'PAYMENT_FAILED' }, none),
        code: 'plan-not-active',
        extensions: { field: 'order_id' },
        message: 'This plan was never paid for: claims need an active plan',
      },
      {
        rule: 'an incident before the cover',
        problem: claimEligibilityProblem({ ...request, incidentDate: '2025-03-31' }, order, none),
        code: 'incident-outside-cover',
        extensions: { field: 'incident_date', starts_on: '2025-04-01', ends_on: '2026-03-31' },
        message: 'The plan did not cover 31 Mar 2025: its cover runs from 1 Apr 2025 to 31 Mar 2026',
      },
      {
        rule: 'an incident after the cover',
        problem: claimEligibilityProblem({ ...request, incidentDate: '2026-04-01' }, { ...order, status: 'EXPIRED' }, none),
        code: 'incident-outside-cover',
        extensions: { field: 'incident_date', starts_on: '2025-04-01', ends_on: '2026-03-31' },
        message: 'The plan did not cover 1 Apr 2026: its cover runs from 1 Apr 2025 to 31 Mar 2026',
      },
      {
        rule: 'the waiting period',
        problem: claimEligibilityProblem({ ...request, incidentDate: '2025-04-14' }, order, none),
        code: 'waiting-period',
        extensions: { field: 'incident_date', covered_from: '2025-04-15' },
        message: 'Incidents are covered from 15 Apr 2025: the first 14 days of a plan are a waiting period',
      },
      {
        rule: 'the theft waiting period',
        problem: claimEligibilityProblem({ ...theft, incidentDate: '2025-04-30' }, theftOrder, none),
        code: 'waiting-period',
        extensions: { field: 'incident_date', covered_from: '2025-05-01' },
        message: 'Theft is covered from 1 May 2025: the first 30 days of a plan are a waiting period',
      },
      {
        rule: 'a type the plan does not cover',
        problem: claimEligibilityProblem(theft, order, none),
        code: 'claim-type-not-covered',
        extensions: { field: 'claim_type' },
        message: 'Total Care does not cover theft',
      },
      {
        rule: 'the claims of the term used',
        problem: claimEligibilityProblem(request, order, { claimsUsed: 2, openClaim: undefined }),
        code: 'claim-limit-reached',
        extensions: { field: 'order_id' },
        message: 'This plan has used all 2 claims for the term',
      },
      {
        rule: 'the one claim of the term used',
        problem: claimEligibilityProblem(request, { ...order, plan_name: 'Screen Guard', covers: ['SCREEN'], claims_per_term: 1 }, { claimsUsed: 1, openClaim: undefined }),
        code: 'claim-limit-reached',
        extensions: { field: 'order_id' },
        message: 'This plan has used its 1 claim for the term',
      },
      {
        rule: 'an open claim on the device',
        problem: claimEligibilityProblem(request, order, { claimsUsed: 1, openClaim: open }),
        code: 'open-claim-exists',
        extensions: { field: 'order_id', existing_claim_id: 'c1', existing_claim_reference: 'CLM-2025-000001' },
        message: 'This device already has an open claim (CLM-2025-000001): a new one can be made once it is completed or rejected',
      },
      {
        rule: 'an incident in the future',
        problem: claimInputProblem({ ...request, incidentDate: '2025-06-16' }, today),
        code: 'validation-failed',
        extensions: { field: 'incident_date' },
        message: INCIDENT_DATE_MESSAGES.future,
      },
      {
        rule: 'a short description',
        problem: claimInputProblem({ ...request, description: 'Too short' }, today),
        code: 'validation-failed',
        extensions: { field: 'description' },
        message: DESCRIPTION_MESSAGES.tooShort,
      },
      {
        rule: 'a theft without a police report',
        problem: claimInputProblem({ ...theft, policeReportNumber: null }, today),
        code: 'validation-failed',
        extensions: { field: 'police_report_number' },
        message: POLICE_REPORT_MESSAGES.required,
      },
    ];
    for (const { rule, problem, code, extensions, message } of cases) {
      it(`${code} for ${rule}: “${message}” on ${String(extensions.field)}`, () => {
        assert.deepEqual(problem, { code, extensions, message });
      });
    }

    it('covers every claim code of lib/domain', () => {
      const claimCodes = [
        ACTION_ERROR_CODES.planNotActive,
        ACTION_ERROR_CODES.incidentOutsideCover,
        ACTION_ERROR_CODES.waitingPeriod,
        ACTION_ERROR_CODES.claimTypeNotCovered,
        ACTION_ERROR_CODES.claimLimitReached,
        ACTION_ERROR_CODES.openClaimExists,
        ACTION_ERROR_CODES.validationFailed,
      ];
      assert.deepEqual([...new Set(cases.map((c) => c.code))].sort(), [...claimCodes].sort());
    });
  });
});

describe('what a verify answer means for a pending payment', () => {
  const created = new Date('2026-06-15T10:00:00Z');
  const payment = { created_at: created, transfer_expires_at: null } as unknown as PaymentRow;
  const minutes = (m: number) => new Date(created.getTime() + m * 60_000);
  const at = (status: GatewayTransaction['status']) => ({ status, gatewayResponse: 'Declined' }) as GatewayTransaction;

  it('settles money and failures at once, gives up on silence only after RECONCILE_AFTER_MINUTES', () => {
    assert.equal(outcomeOfVerify(payment, at('success'), minutes(1))?.kind, 'paid');
    assert.deepEqual(outcomeOfVerify(payment, at('failed'), minutes(1)), { kind: 'failed', reason: 'Declined', transaction: at('failed') });
    // A checkout page not opened yet reads `abandoned` at Paystack: not given up on while young.
    assert.equal(outcomeOfVerify(payment, at('abandoned'), minutes(5)), null);
    assert.equal(outcomeOfVerify(payment, at('abandoned'), minutes(15))?.kind, 'abandoned');
    assert.equal(outcomeOfVerify(payment, null, minutes(14)), null);
    assert.equal(outcomeOfVerify(payment, null, minutes(15))?.kind, 'abandoned');
    assert.equal(outcomeOfVerify(payment, at('ongoing'), minutes(60)), null, 'still moving at the gateway');
  });

  it('abandons a transfer whose account expired', () => {
    const transfer = { ...payment, transfer_expires_at: minutes(30) } as PaymentRow;
    assert.equal(outcomeOfVerify(transfer, at('pending'), minutes(29)), null);
    assert.equal(outcomeOfVerify(transfer, at('pending'), minutes(30))?.kind, 'abandoned');
  });
});

describe('the payer e-mail', () => {
  it('is the customer’s own, else a placeholder that never receives mail, the same each time', () => {
    const id = '0b7f3c52-7d1e-4b8a-9d2a-3c1e5f6a7b8c';
    assert.equal(customerPayerEmail({ id, email: ' ada@example.ng ' }, 'SUNLINE_NG'), 'ada@example.ng');
    assert.equal(customerPayerEmail({ id, email: null }, 'SUNLINE_NG'), `${id}@customers.sunline-ng.devicecover.invalid`);
    assert.equal(customerPayerEmail({ id, email: '' }, 'SUNLINE_NG'), customerPayerEmail({ id, email: null }, 'SUNLINE_NG'));
  });
});

describe('the sign-in lockout', () => {
  const now = new Date('2025-06-15T10:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  it('locks after 5 failures within 15 minutes, until the oldest of them is 15 minutes old', () => {
    assert.equal(lockoutMinutesLeft([1, 2, 3, 4].map(minutesAgo), now), undefined);
    assert.equal(lockoutMinutesLeft([1, 2, 3, 4, 5].map(minutesAgo), now), 10);
    assert.equal(lockoutMinutesLeft([0, 0, 0, 0, 0].map(minutesAgo), now), 15);
    assert.equal(lockoutMinutesLeft([1, 2, 3, 4, 14.5].map(minutesAgo), now), 1, 'rounded up');
    assert.equal(lockoutMinutesLeft([1, 2, 3, 4, 15].map(minutesAgo), now), undefined);
    // A parallel request's failure stamped a moment after this request began: still 15, not 16.
    assert.equal(lockoutMinutesLeft([-0.01, -0.01, -0.01, -0.01, -0.01].map(minutesAgo), now), 15);
  });
  it('says how many minutes are left', () => {
    assert.equal(lockoutMessage(12), 'Too many failed sign-in attempts. Try again in 12 minutes.');
    assert.equal(lockoutMessage(1), 'Too many failed sign-in attempts. Try again in 1 minute.');
  });
});

describe('numbers and fingerprints', () => {
  it('formats references and policy numbers with 6 digits', () => {
    assert.equal(formatReference('ORD', '2025', 42), 'ORD-2025-000042');
    assert.equal(formatPolicyNumber('SUN', '2026', 123456), 'SUN-2026-123456');
  });
  it('fingerprints a request whatever the order of its fields', () => {
    assert.equal(requestHash('buy_plan', { a: 1, b: { c: 2, d: [1, 2] } }), requestHash('buy_plan', { b: { d: [1, 2], c: 2 }, a: 1 }));
    assert.notEqual(requestHash('buy_plan', { a: 1 }), requestHash('buy_plan', { a: 2 }));
    assert.notEqual(requestHash('buy_plan', { a: 1 }), requestHash('fund_wallet', { a: 1 }));
  });
  it('shows dates as agents read them', () => {
    assert.equal(displayDate('2026-03-05'), '5 Mar 2026');
  });
});
