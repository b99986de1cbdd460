import { addDays } from '@/lib/validation/dates';
import { lagosDayStart, lagosToday } from '@/lib/validation/lagosDay';

/** The Team screen's figures are this week's (from Monday, Lagos) or this month's. */
export const TEAM_PERIODS = ['week', 'month'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

export const TEAM_PERIOD_LABELS: Record<TeamPeriod, string> = { week: 'This week', month: 'This month' };

/** The chart's weeks: the last quarter, 13 weeks, the current one last. */
export const TEAM_CHART_WEEKS = 13;

/** The period in a URL's `period` (anything else, or none, is this week). */
export function parseTeamPeriod(value: unknown): TeamPeriod {
  return value === 'month' ? 'month' : 'week';
}

/** The Monday of the Lagos week of `today` (YYYY-MM-DD). */
export function mondayOf(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(today, -((weekday + 6) % 7));
}

/** The instant the period began in Lagos, as the data service compares timestamps. */
export function teamPeriodStart(period: TeamPeriod, now: Date): string {
  const today = lagosToday(now);
  return lagosDayStart(period === 'week' ? mondayOf(today) : `${today.slice(0, 7)}-01`);
}

/** The chart's weeks' Mondays, oldest first: `TEAM_CHART_WEEKS` of them, ending with this week's. */
export function teamChartMondays(now: Date): string[] {
  const thisMonday = mondayOf(lagosToday(now));
  return Array.from({ length: TEAM_CHART_WEEKS }, (_, index) => addDays(thisMonday, 7 * (index - TEAM_CHART_WEEKS + 1)));
}
