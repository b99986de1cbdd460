import { Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { CSV_TYPE, saveFile } from '@/lib/files/saveFile';
import type { TeamPage } from './loadTeamPage';
import { TeamTable } from './TeamTable';
import { TeamWeeksFigure } from './TeamWeeksFigure';
import { parseTeamSort, sortTeam, type TeamMember } from './teamFigures';
import { TEAM_PERIOD_LABELS, TEAM_PERIODS, type TeamPeriod } from './teamPeriod';
import { TEAM_PATH } from './urls';

const PERIOD_SINCE: Record<TeamPeriod, string> = { week: 'since Monday', month: 'since the 1st' };

/** This week / this month: links, so each period is its own address (and its own figures from the server). */
function PeriodSwitch({ period }: { period: TeamPeriod }) {
  return (
    <Flex as="nav" aria-label="Period" gap="2">
      {TEAM_PERIODS.map((option) => (
        <Button key={option} asChild size="sm" variant={option === period ? 'solid' : 'outline'} colorPalette="brand">
          <NextLink href={{ pathname: TEAM_PATH, query: option === 'week' ? {} : { period: option } }} aria-current={option === period ? 'page' : undefined}>
            {TEAM_PERIOD_LABELS[option]}
          </NextLink>
        </Button>
      ))}
    </Flex>
  );
}

/** Saves the table as a CSV file (papaparse loads with the first download). */
function DownloadButton({ members, period, today }: { members: TeamMember[]; period: TeamPeriod; today: string }) {
  const [saved, setSaved] = useState('');
  const download = async () => {
    const { teamCsv, teamCsvFileName } = await import('./teamCsv');
    const fileName = teamCsvFileName(period, today);
    saveFile(teamCsv(members), fileName, CSV_TYPE);
    setSaved(`Saved ${fileName}.`);
  };
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => void download()}>
        Download CSV
      </Button>
      <Text role="status" fontSize="sm" color="fg.muted">
        {saved}
      </Text>
    </Flex>
  );
}

/** /office/team: the supervisor's agents with their figures this week or month, sortable, and the team's last 13 weeks. */
export function TeamView({ team }: { team: TeamPage }) {
  const router = useRouter();
  if (team.kind === 'unavailable') return <RetryPageMessage title="Your team could not be loaded" message={team.message} retryPath={team.retryPath} />;
  const sort = parseTeamSort(router.query.sort, router.query.dir);
  const members = sortTeam(team.members, sort);
  const caption = `${TEAM_PERIOD_LABELS[team.period]} (${PERIOD_SINCE[team.period]}), Lagos time`;

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Team
        </Heading>
        <Text color="fg.muted">Your agents’ sales, the premium collected, their commission, claims and renewals.</Text>
      </Stack>
      <PeriodSwitch period={team.period} />
      {members.length === 0 ? (
        <EmptyState
          title="No agents in your team yet"
          message="Your partner’s operations team puts agents in your team from their Agents screen."
          action={
            <Link asChild variant="underline">
              <NextLink href={TEAM_PATH}>Reload</NextLink>
            </Link>
          }
        />
      ) : (
        <Stack gap="3">
          <TeamTable members={members} sort={sort} caption={caption} />
          <DownloadButton members={members} period={team.period} today={team.today} />
        </Stack>
      )}
      <TeamWeeksFigure weeks={team.weeks} />
    </Stack>
  );
}
