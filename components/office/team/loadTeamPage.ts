import type { ApolloClient } from '@apollo/client';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { SALES_FIGURE_RULES } from '@/lib/domain/salesFigures';
import type { GetTeamQueryVariables } from '@/lib/graphql/supervisor/generated/graphql';
import { lagosDayStart, lagosToday } from '@/lib/validation/lagosDay';
import { addDays } from '@/lib/validation/dates';
import { GetTeam } from './getTeam';
import { teamWeeks, toTeamMember, type TeamMember } from './teamFigures';
import { teamChartMondays, teamPeriodStart, type TeamPeriod } from './teamPeriod';
import type { TeamWeek } from './teamWeek';

export type TeamPage =
  | { kind: 'found'; period: TeamPeriod; members: TeamMember[]; weeks: TeamWeek[]; today: string }
  | { kind: 'unavailable'; message: string; retryPath: string };

type WeekBounds = Pick<GetTeamQueryVariables, Extract<keyof GetTeamQueryVariables, `w${number}`>>;

/** The week bounds GetTeam takes: `$w0` … `$w13`, each Monday's start in Lagos and the next Monday's after the last. */
function weekBounds(mondays: readonly string[]): WeekBounds {
  const bounds = [...mondays, addDays(mondays[mondays.length - 1], 7)];
  return Object.fromEntries(bounds.map((monday, index) => [`w${index}`, lagosDayStart(monday)])) as WeekBounds;
}

/** The Team screen's figures for `period` at `now`, for the page's server render; a failure is the page's to say. */
export async function loadTeamPage(client: Pick<ApolloClient, 'query'>, period: TeamPeriod, now: Date, retryPath: string): Promise<TeamPage> {
  const mondays = teamChartMondays(now);
  try {
    const { data } = await client.query({
      query: GetTeam,
      variables: {
        agentRole: AGENT_ROLE,
        since: teamPeriodStart(period, now),
        ...SALES_FIGURE_RULES,
        ...weekBounds(mondays),
      },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error('no team in the answer');
    return { kind: 'found', period, members: data.agent.map(toTeamMember), weeks: teamWeeks(data.agent, mondays), today: lagosToday(now) };
  } catch {
    return { kind: 'unavailable', message: 'The service did not answer. Check your connection and try again.', retryPath };
  }
}
