import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { activeBrand } from '@/brands/active';
import { BrandBar } from '@/components/shell/BrandBar';
import { ColorModeToggle } from '@/components/shell/ColorModeToggle';

/** /auth: where agents sign in. The sign-in form itself arrives with the agent session (issue 4). */
export function SignInScreen() {
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
          <Text>
            Signing in is not available in this version yet. Your team lead will let you know when your agent
            account is ready.
          </Text>
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
