import { Heading, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import type { CurrentAgent } from '@/components/shell/getCurrentAgent';
import { DetailList } from '@/components/ui/DetailList';
import { DetailSection } from '@/components/ui/DetailSection';
import { formatPhone } from '@/lib/format/phone';
import { fullName } from '@/lib/format/name';

// The form's code loads after the profile is on screen.
const ChangePasswordForm = dynamic(() => import('./ChangePasswordForm').then((module) => module.ChangePasswordForm));

/** /account/profile: who is signed in, and changing the password. */
export function ProfileView({ agent }: { agent: CurrentAgent | null }) {
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Your profile
        </Heading>
        <Text color="fg.muted">How your partner knows you. To correct your name, phone or email, ask your partner’s support.</Text>
      </Stack>
      {agent ? (
        <DetailSection id="profile-details-heading" title="Details">
          <DetailList
            items={[
              { label: 'Name', value: fullName(agent) },
              { label: 'Phone', value: formatPhone(agent.phone) },
              { label: 'Email', value: agent.email ?? 'None' },
            ]}
          />
        </DetailSection>
      ) : null}
      <ChangePasswordForm />
    </Stack>
  );
}
