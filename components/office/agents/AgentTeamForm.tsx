import { Button, Stack, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Field, FieldSelect } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import { failureNotice } from '@/lib/forms/failureNotice';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import type { TeamLeadOption } from './getAgentAccount';
import { teamName } from './teamName';

export const AGENT_TEAM_MESSAGES = {
  notMoved: 'The agent was not moved.',
  unknown: 'Whether the agent moved is not known yet. Try again: it is not moved twice.',
  moved: 'Moved. The team’s supervisor sees the agent’s figures from now on.',
  removed: 'Taken out of the team. No supervisor sees the agent’s figures now.',
} as const;

const TITLES = { notDone: AGENT_TEAM_MESSAGES.notMoved, unknown: AGENT_TEAM_MESSAGES.unknown };
const NO_TEAM = '';
const loadRequests = () => import('./agentTeamRequests');
const LOAD_ON_FIRST_INPUT = [loadRequests];

export interface AgentTeamFormProps {
  agentId: string;
  name: string;
  teamLeadId: string | null;
  supervisors: TeamLeadOption[];
  /** Told what was done, once done (the page is being read again). */
  onDone: (message: string) => void;
}

/** Moves the agent into one of the partner's supervisors' teams, or out of any. Done, the page is read again and `onDone` hears it. */
export function AgentTeamForm({ agentId, name, teamLeadId, supervisors, onDone }: AgentTeamFormProps) {
  const [chosen, setChosen] = useState(teamLeadId ?? NO_TEAM);
  const { submitOnce, submitting } = useSubmitOnce();
  const router = useRouter();
  const [outcome, setOutcome] = useState<{ title: string; description?: string }>();
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);

  const move = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const to = chosen === NO_TEAM ? null : chosen;
    const attempt = await submitOnce({ load: loadRequests, start: () => '', send: (requests) => requests.sendAgentTeam(agentId, to) });
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        void router.replace(router.asPath, undefined, { scroll: false });
        return onDone(to ? AGENT_TEAM_MESSAGES.moved : AGENT_TEAM_MESSAGES.removed);
      default:
        return setOutcome(failureNotice(attempt, TITLES));
    }
  };

  if (supervisors.length === 0 && teamLeadId === null) {
    return <Text>{`Your partner has no supervisor yet: invite one (role Supervisor) to put ${name} in a team.`}</Text>;
  }
  const options = [
    { value: NO_TEAM, label: 'No team' },
    ...supervisors.map((lead) => ({ value: lead.id, label: lead.status === 'ACTIVE' ? teamName(lead) : `${teamName(lead)} (${lead.status.toLowerCase()})` })),
  ];
  return (
    <form noValidate aria-label="Move to a team" onSubmit={(event) => void move(event)} {...loadOnFirstInput}>
      <Stack gap="3">
        <Field label="Team" hint={`The team’s supervisor sees ${name}’s sales, commission, claims and renewals. The audit log keeps the move with your name.`}>
          <FieldSelect name="team" value={chosen} onChange={(event) => setChosen(event.target.value)} options={options} />
        </Field>
        {outcome ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Moving…" disabled={chosen === (teamLeadId ?? NO_TEAM)}>
          Move to this team
        </Button>
      </Stack>
    </form>
  );
}
