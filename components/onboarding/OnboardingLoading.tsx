import { Center, Spinner, Text } from '@chakra-ui/react';

/** While the wizard's code loads and the saved draft is read from local storage. */
export function OnboardingLoading() {
  return (
    <Center minHeight="40vh" flexDirection="column" gap="3" role="status">
      <Spinner size="lg" color="blue.500" aria-hidden="true" />
      <Text color="fg.muted">Loading the onboarding form</Text>
    </Center>
  );
}
