import { Flex, Stack, Text } from '@chakra-ui/react';
import { passwordLinkPath } from '@/components/password-link/urls';
import { CopyButton } from '@/components/ui/CopyButton';
import { Field, FieldInput } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { formatDateTime } from '@/lib/format/date';
import type { MadeLink } from './passwordLinkRequests';

/**
 * A link just made, shown once (the service keeps only its hash): the whole address to copy into an SMS or
 * WhatsApp message to the person, how long it works, and that it is a key.
 */
export function PasswordLinkPanel({ link, name }: { link: MadeLink; name: string }) {
  const address = `${window.location.origin}${passwordLinkPath(link.token)}`;
  const invitation = link.purpose === 'INVITE';
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" padding="4" role="group" aria-label={invitation ? 'Invitation link' : 'Password reset link'}>
      <Notice
        status="success"
        title={invitation ? `Invitation link for ${name} ready` : `Password reset link for ${name} ready`}
        description={`Send it to ${name} yourself, by SMS or WhatsApp: it works once, until ${formatDateTime(link.expiresAt)}. It is shown only now; a new link ends this one.`}
      />
      <Flex gap="2" align="flex-end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Field label={invitation ? 'Invitation link' : 'Password reset link'} flex="1" minWidth="0" readOnly>
          <FieldInput value={address} readOnly onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <CopyButton value={address} what={invitation ? 'invitation link' : 'password reset link'} />
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Whoever has the link can choose the password: send it to {name} only.
      </Text>
    </Stack>
  );
}
