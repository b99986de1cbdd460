import { premiumCollectedKobo } from '@/lib/domain/salesFigures';
import type { TeamAgentRow } from './getTeam';
import { TEAM_CHART_WEEKS } from './teamPeriod';
import type { TeamWeek } from './teamWeek';

/** One agent of the team with its figures for the period. Money in kobo. Plain JSON (a server prop). */
export interface TeamMember {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  status: string;
  lastSignedInAt: string | null;
  salesCount: number;
  writtenKobo: number;
  collectedKobo: number;
  commissionKobo: number;
  claimsCount: number;
  renewalsCount: number;
}

type Sold = TeamAgentRow['sold'];
type Collected = TeamAgentRow['collected'];

const soldCount = (sold: Sold) => sold.aggregate?.count ?? 0;
const soldKobo = (sold: Sold) => sold.aggregate?.sum?.premium_kobo ?? 0;
const collectedKobo = (collected: Collected) => premiumCollectedKobo(collected.aggregate?.sum);

export function toTeamMember(row: TeamAgentRow): TeamMember {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    status: row.status,
    lastSignedInAt: row.last_signed_in_at,
    salesCount: soldCount(row.sold),
    writtenKobo: soldKobo(row.sold),
    collectedKobo: collectedKobo(row.collected),
    commissionKobo: row.commission.aggregate?.sum?.amount_kobo ?? 0,
    claimsCount: row.claims.aggregate?.count ?? 0,
    renewalsCount: row.renewed.aggregate?.count ?? 0,
  };
}

/** The week `index` (0 the oldest) of one agent's row, as GetTeam aliases it (`sold_3`, `collected_3`). */
function weekOf(row: TeamAgentRow, index: number): { sold: Sold; collected: Collected } {
  const aliased = row as unknown as Record<string, Sold & Collected>;
  return { sold: aliased[`sold_${index}`], collected: aliased[`collected_${index}`] };
}

/** The team's weeks (its agents' summed), oldest first, for the chart: one per Monday of `mondays`. */
export function teamWeeks(rows: readonly TeamAgentRow[], mondays: readonly string[]): TeamWeek[] {
  if (mondays.length !== TEAM_CHART_WEEKS) throw new RangeError(`the chart has ${TEAM_CHART_WEEKS} weeks, not ${mondays.length}`);
  return mondays.map((weekOfMonday, index) => {
    const week: TeamWeek = { weekOf: weekOfMonday, salesCount: 0, writtenKobo: 0, collectedKobo: 0 };
    for (const row of rows) {
      const { sold, collected } = weekOf(row, index);
      week.salesCount += soldCount(sold);
      week.writtenKobo += soldKobo(sold);
      week.collectedKobo += collectedKobo(collected);
    }
    return week;
  });
}

/** The columns the table sorts by, each with how it reads a member. */
export const TEAM_COLUMNS = {
  name: { label: 'Agent', value: (m: TeamMember) => `${m.firstName} ${m.lastName}`.toLocaleLowerCase('en') },
  sales: { label: 'Plans sold', value: (m: TeamMember) => m.salesCount },
  written: { label: 'Premium written', value: (m: TeamMember) => m.writtenKobo },
  collected: { label: 'Premium collected', value: (m: TeamMember) => m.collectedKobo },
  commission: { label: 'Commission', value: (m: TeamMember) => m.commissionKobo },
  claims: { label: 'Claims', value: (m: TeamMember) => m.claimsCount },
  renewals: { label: 'Renewals', value: (m: TeamMember) => m.renewalsCount },
} as const satisfies Record<string, { label: string; value: (m: TeamMember) => string | number }>;

export type TeamColumn = keyof typeof TEAM_COLUMNS;
export type SortDirection = 'asc' | 'desc';
export interface TeamSort {
  column: TeamColumn;
  direction: SortDirection;
}

/** Unless the URL says otherwise: the best seller first. */
export const DEFAULT_TEAM_SORT: TeamSort = { column: 'collected', direction: 'desc' };

const isTeamColumn = (value: unknown): value is TeamColumn => typeof value === 'string' && Object.hasOwn(TEAM_COLUMNS, value);

/** The sort in a URL's `sort` and `dir` (an unknown column is the default; figures run high to low unless `dir=asc`). */
export function parseTeamSort(sort: unknown, dir: unknown): TeamSort {
  if (!isTeamColumn(sort)) return DEFAULT_TEAM_SORT;
  const direction: SortDirection = dir === 'asc' || dir === 'desc' ? dir : sort === 'name' ? 'asc' : 'desc';
  return { column: sort, direction };
}

/** The direction a click on `column`'s header sorts in: the other way for the current column, else its natural one. */
export function nextSort(current: TeamSort, column: TeamColumn): TeamSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'name' ? 'asc' : 'desc' };
}

/** The members in the sort's order; ties by name, so the order is the same on every render. */
export function sortTeam(members: readonly TeamMember[], { column, direction }: TeamSort): TeamMember[] {
  const value = TEAM_COLUMNS[column].value;
  const byName = TEAM_COLUMNS.name.value;
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...members].sort((a, b) => sign * compare(value(a), value(b)) || compare(byName(a), byName(b)) || compare(a.id, b.id));
}

/** The team's totals for the period, as the table's last row. */
export function teamTotals(members: readonly TeamMember[]): Pick<TeamMember, 'salesCount' | 'writtenKobo' | 'collectedKobo' | 'commissionKobo' | 'claimsCount' | 'renewalsCount'> {
  const sum = (pick: (m: TeamMember) => number) => members.reduce((total, m) => total + pick(m), 0);
  return {
    salesCount: sum((m) => m.salesCount),
    writtenKobo: sum((m) => m.writtenKobo),
    collectedKobo: sum((m) => m.collectedKobo),
    commissionKobo: sum((m) => m.commissionKobo),
    claimsCount: sum((m) => m.claimsCount),
    renewalsCount: sum((m) => m.renewalsCount),
  };
}
