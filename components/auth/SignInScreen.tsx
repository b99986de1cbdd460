import { Alert, Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { activeBrand } from '@/brands/active';
import { BrandBar } from '@/components/shell/BrandBar';
import { ColorModeToggle } from '@/components/shell/ColorModeToggle';
import { PASSWORD_CHANGED_MESSAGE, SESSION_ENDED_MESSAGE } from '@/lib/session/sessionEnded';

export interface SignInScreenProps {
  /** The sign-in form. */
  children: ReactNode;
  /** The seeded demo's credentials, when the data service says it is the demo. */
  demoLoginHint?: string | null;
  /** The demo's back-office sign-ins, one per line ("Claims officer: 08030000010 / demo-password"). */
  demoStaffHint?: string | null;
  /** The agent was sent here because their session ended. */
  sessionEnded?: boolean;
  /** The agent just changed their password: sign in with the new one. */
  passwordChanged?: boolean;
}

/** /auth: brand, the "session ended" notice, the form, the demo credentials and the terms. */
export function SignInScreen({ children, demoLoginHint, demoStaffHint, sessionEnded = false, passwordChanged = false }: SignInScreenProps) {
  return (
    <Box minHeight="100vh" display="flex" flexDirection="column">
      <BrandBar>
        <ColorModeToggle />
      </BrandBar>
      <Container as="main" maxWidth="md" paddingY={{ base: '8', md: '16' }} flex="1">
        <Stack gap="6">
          <Stack gap="2">
            <Text fontWeight="semibold" color="fg.muted">
              {activeBrand.name}
            </Text>
            <Heading as="h1" size="2xl">
              Sign in
            </Heading>
          </Stack>
          {passwordChanged ? (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{PASSWORD_CHANGED_MESSAGE}</Alert.Title>
            </Alert.Root>
          ) : null}
          {sessionEnded && !passwordChanged ? (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Title>{SESSION_ENDED_MESSAGE}</Alert.Title>
            </Alert.Root>
          ) : null}
          {children}
          {demoLoginHint ? (
            <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" padding="3" fontSize="sm">
              <Text fontWeight="semibold">Demo account</Text>
              <Text>
                This is the demo service. Sign in with{' '}
                <Text as="span" fontFamily="mono" fontWeight="semibold">
                  {demoLoginHint}
                </Text>
              </Text>
              {demoStaffHint ? (
                <>
                  <Text marginTop="2">The partner&apos;s back office signs in here too:</Text>
                  <Box as="ul" listStyleType="none" margin="0" padding="0">
                    {demoStaffHint.split('\n').map((line) => (
                      <Text as="li" key={line} fontFamily="mono" fontWeight="semibold">
                        {line}
                      </Text>
                    ))}
                  </Box>
                </>
              ) : null}
            </Box>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            By using this service you agree to the{' '}
            <Link href={activeBrand.termsUrl} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
              Terms and conditions
            </Link>
            .
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
