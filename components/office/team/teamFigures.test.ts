import type { TeamAgentRow } from './getTeam';
import { nextSort, parseTeamSort, sortTeam, teamTotals, teamWeeks, toTeamMember, type TeamMember } from './teamFigures';
import { mondayOf, teamChartMondays, teamPeriodStart } from './teamPeriod';

const sold = (count: number, premium: number | null) => ({
  __typename: 'plan_order_aggregate' as const,
  aggregate: { __typename: 'plan_order_aggregate_fields' as const, count, sum: { __typename: 'plan_order_sum_fields' as const, premium_kobo: premium } },
});
const collected = (amount: number | null, refunded: number | null) => ({
  __typename: 'payment_aggregate' as const,
  aggregate: { __typename: 'payment_aggregate_fields' as const, sum: { __typename: 'payment_sum_fields' as const, amount_kobo: amount, refunded_kobo: refunded } },
});

/** A GetTeam row: `weeks[i]` is week i's [plans, premium, received, refunded]. */
function row(id: string, weeks: [number, number, number, number][] = []): TeamAgentRow {
  const aliased: Record<string, unknown> = {};
  for (let i = 0; i < 13; i += 1) {
    const [n, premium, received, refunded] = weeks[i] ?? [0, 0, 0, 0];
    aliased[`sold_${i}`] = n === 0 ? sold(0, null) : sold(n, premium);
    aliased[`collected_${i}`] = received === 0 ? collected(null, null) : collected(received, refunded);
  }
  return {
    __typename: 'agent',
    id,
    first_name: 'Amaka',
    last_name: id,
    phone: '+2348030000001',
    status: 'ACTIVE',
    last_signed_in_at: null,
    sold: sold(3, 1_800_000),
    renewed: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 1 } },
    collected: collected(1_500_000, 200_000),
    commission: { __typename: 'wallet_transaction_aggregate', aggregate: { __typename: 'wallet_transaction_aggregate_fields', sum: { __typename: 'wallet_transaction_sum_fields', amount_kobo: 180_000 } } },
    claims: { __typename: 'claim_aggregate', aggregate: { __typename: 'claim_aggregate_fields', count: 2 } },
    ...aliased,
  } as unknown as TeamAgentRow;
}

const member = (id: string, firstName: string, collectedKobo: number, salesCount = 1): TeamMember => ({
  id,
  firstName,
  lastName: 'Obi',
  phone: '+2348030000001',
  status: 'ACTIVE',
  lastSignedInAt: null,
  salesCount,
  writtenKobo: 0,
  collectedKobo,
  commissionKobo: 0,
  claimsCount: 0,
  renewalsCount: 0,
});

describe('the team’s figures', () => {
  it('reads an agent’s period: collected is what was received less refunds', () => {
    expect(toTeamMember(row('a-1'))).toEqual({
      id: 'a-1',
      firstName: 'Amaka',
      lastName: 'a-1',
      phone: '+2348030000001',
      status: 'ACTIVE',
      lastSignedInAt: null,
      salesCount: 3,
      writtenKobo: 1_800_000,
      collectedKobo: 1_300_000,
      commissionKobo: 180_000,
      claimsCount: 2,
      renewalsCount: 1,
    });
  });

  it('sums the agents’ weeks into the team’s, oldest first, empty weeks as zero', () => {
    const mondays = teamChartMondays(new Date('2026-11-29T12:00:00Z'));
    const weeks = teamWeeks([row('a-1', [[1, 600_000, 600_000, 0]]), row('a-2', [[2, 900_000, 700_000, 100_000]])], mondays);
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toEqual({ weekOf: '2026-08-31', salesCount: 3, writtenKobo: 1_500_000, collectedKobo: 1_200_000 });
    expect(weeks[12]).toEqual({ weekOf: '2026-11-23', salesCount: 0, writtenKobo: 0, collectedKobo: 0 });
  });

  it('sorts by a column, ties by name, and flips on a second click', () => {
    const team = [member('1', 'Bola', 500), member('2', 'Ada', 500), member('3', 'Chi', 900)];
    expect(sortTeam(team, { column: 'collected', direction: 'desc' }).map((m) => m.firstName)).toEqual(['Chi', 'Ada', 'Bola']);
    expect(sortTeam(team, { column: 'collected', direction: 'asc' }).map((m) => m.firstName)).toEqual(['Ada', 'Bola', 'Chi']);
    expect(sortTeam(team, { column: 'name', direction: 'asc' }).map((m) => m.firstName)).toEqual(['Ada', 'Bola', 'Chi']);
    expect(nextSort({ column: 'collected', direction: 'desc' }, 'collected')).toEqual({ column: 'collected', direction: 'asc' });
    expect(nextSort({ column: 'collected', direction: 'desc' }, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'claims')).toEqual({ column: 'claims', direction: 'desc' });
    expect(teamTotals(team)).toMatchObject({ salesCount: 3, collectedKobo: 1900 });
  });

  it('reads the sort from the URL, anything unknown as the best collector first', () => {
    expect(parseTeamSort('claims', 'asc')).toEqual({ column: 'claims', direction: 'asc' });
    expect(parseTeamSort('name', undefined)).toEqual({ column: 'name', direction: 'asc' });
    expect(parseTeamSort('sales', 'sideways')).toEqual({ column: 'sales', direction: 'desc' });
    expect(parseTeamSort('password_hash', 'asc')).toEqual({ column: 'collected', direction: 'desc' });
    expect(parseTeamSort(['sales', 'claims'], 'asc')).toEqual({ column: 'collected', direction: 'desc' });
  });
});

describe('the team’s periods', () => {
  it('starts the week on the Lagos Monday and the month on the 1st', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    // 23:30 UTC on Sunday is already Monday in Lagos.
    expect(teamPeriodStart('week', new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30T00:00:00+01:00');
    expect(teamPeriodStart('month', new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-01T00:00:00+01:00');
  });

  it('charts 13 weeks, this one last', () => {
    const mondays = teamChartMondays(new Date('2026-11-29T12:00:00Z'));
    expect(mondays[0]).toBe('2026-08-31');
    expect(mondays[12]).toBe('2026-11-23');
  });
});
