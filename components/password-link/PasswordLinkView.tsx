import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { BrandBar } from '@/components/shell/BrandBar';
import { PageMessage } from '@/components/ui/PageMessage';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { formatDateTime } from '@/lib/format/date';
import type { PasswordLinkPageProps } from './getPasswordLinkProps';
import type { PasswordLinkInfo } from './passwordLinkQuery';

// The form and its code load after the first paint.
const LinkPasswordForm = dynamic(() => import('./LinkPasswordForm').then((module) => module.LinkPasswordForm));

const SIGN_IN = { href: '/auth', label: 'Go to sign-in' };

/** /password/[token]: what a one-time link opens — choosing a password, or why it cannot. */
export function PasswordLinkView({ check, token, retryPath }: PasswordLinkPageProps) {
  return (
    <Box minHeight="100vh">
      <Head>
        {/* The token is the link's secret: not for search engines, nor for another site's logs. */}
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
      </Head>
      <BrandBar />
      <Container as="main" maxWidth="xl" paddingY={{ base: '6', md: '12' }}>
        <LinkContent check={check} token={token} retryPath={retryPath} />
      </Container>
    </Box>
  );
}

function LinkContent({ check, token, retryPath }: PasswordLinkPageProps) {
  switch (check.kind) {
    case 'not-found':
      return (
        <PageMessage
          title="This link does not work"
          message="Check that the whole link was copied (it is long), or ask your operations team for a new one."
          link={SIGN_IN}
        />
      );
    case 'unavailable':
      return <RetryPageMessage title="This link could not be checked" message="The service did not answer. Check your connection and try again." retryPath={retryPath} />;
    case 'found':
      return <FoundLink link={check.link} token={token} />;
  }
}

function FoundLink({ link, token }: { link: PasswordLinkInfo; token: string }) {
  if (link.state === 'USED') {
    return (
      <PageMessage
        title="This link was used already"
        message="Sign in with the password chosen with it. Forgotten it? Ask your operations team for a new link."
        link={SIGN_IN}
      />
    );
  }
  if (link.state !== 'VALID') {
    return (
      <PageMessage
        title="This link has expired"
        message="A link works for a limited time, and only the newest one sent works. Ask your operations team for a new one."
        link={SIGN_IN}
      />
    );
  }
  const invitation = link.purpose === 'INVITE';
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {invitation ? `Welcome, ${link.first_name}` : 'Choose a new password'}
        </Heading>
        <Text>
          {invitation
            ? `Choose the password of your ${link.partner_name} account. You will sign in with your phone number and this password.`
            : `${link.first_name}, choose a new password for your ${link.partner_name} account. You will be signed out everywhere, and sign in with the new one.`}
        </Text>
        <Text fontSize="sm" color="fg.muted">{`This link works once, until ${formatDateTime(link.expires_at)}.`}</Text>
      </Stack>
      <LinkPasswordForm token={token} />
    </Stack>
  );
}
