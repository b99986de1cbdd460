import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Notice } from '@/components/ui/Notice';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import { failureNotice } from '@/lib/forms/failureNotice';
import { useSubmitOnce } from '@/lib/forms/submitOnce';
import { PasswordLinkPanel } from './PasswordLinkPanel';
import type { MadeLink } from './passwordLinkRequests';
import { loadPasswordLinkRequests } from './useInvite';

export const PASSWORD_LINK_FORM_MESSAGES = {
  notMade: 'No link was made.',
  unknown: 'Whether a link was made is not known yet. Make one again: only the newest works.',
} as const;

const TITLES = { notDone: PASSWORD_LINK_FORM_MESSAGES.notMade, unknown: PASSWORD_LINK_FORM_MESSAGES.unknown };

const LOAD_ON_FIRST_INPUT = [loadPasswordLinkRequests];

/**
 * An invited account's new invitation link, or an active account's password reset link: made on request,
 * shown once. The password changes only when the person uses the link.
 */
export function PasswordLinkForm({ agentId, name, invited }: { agentId: string; name: string; invited: boolean }) {
  const { submitOnce, submitting } = useSubmitOnce();
  const [outcome, setOutcome] = useState<{ kind: 'problem'; title: string; description?: string } | { kind: 'made'; link: MadeLink }>();
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);

  const make = async () => {
    setOutcome(undefined);
    const attempt = await submitOnce({ load: loadPasswordLinkRequests, start: () => '', send: (requests) => requests.sendIssueLink(agentId) });
    switch (attempt.kind) {
      case 'busy':
        return;
      case 'done':
        return setOutcome({ kind: 'made', link: attempt.done });
      default:
        return setOutcome({ kind: 'problem', ...failureNotice(attempt, TITLES) });
    }
  };

  return (
    <Stack gap="3" {...loadOnFirstInput}>
      <Text>
        {invited
          ? `${name} has not chosen a password yet. A new invitation link ends the earlier one.`
          : `Forgotten password? Make a link for ${name} to choose a new one. Their password stays as it is until they use it.`}
      </Text>
      {outcome?.kind === 'problem' ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
      {outcome?.kind === 'made' ? <PasswordLinkPanel link={outcome.link} name={name} /> : null}
      <Button variant="outline" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Making the link…" onClick={() => void make()}>
        {invited ? 'Make a new invitation link' : 'Make a password reset link'}
      </Button>
    </Stack>
  );
}
