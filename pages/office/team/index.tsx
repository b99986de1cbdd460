import { loadTeamPage, type TeamPage } from '@/components/office/team/loadTeamPage';
import { TeamView } from '@/components/office/team/TeamView';
import { parseTeamPeriod } from '@/components/office/team/teamPeriod';
import { OFFICE_MENUS } from '@/components/office/officeMenu';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

interface TeamPageProps {
  team: TeamPage;
}

// The figures are rendered on the server; sorting reorders them in the browser, the period asks the server again.
export const getServerSideProps = getAccountServerSidePropsWith<TeamPageProps>(async (context, client) => {
  const team = await loadTeamPage(client, parseTeamPeriod(context.query.period), new Date(), context.resolvedUrl);
  if (team.kind === 'unavailable') context.res.statusCode = 503;
  return { team };
});

export default function TeamScreen({ team, ...account }: AccountPageProps & TeamPageProps) {
  return (
    <AccountLayout {...account} menu={OFFICE_MENUS.supervisor}>
      <TeamView team={team} />
    </AccountLayout>
  );
}
