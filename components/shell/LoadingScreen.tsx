import { Center, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';

export interface LoadingScreenProps {
  /** Shown under the spinner. */
  text?: string;
}

/** The page-level loading state: a blue spinner centred in the full viewport height. */
export function LoadingScreen({ text }: LoadingScreenProps) {
  return (
    <Center height="100vh" flexDirection="column" gap="4" padding="6" role="status" aria-live="polite">
      <Spinner size="xl" color="blue.500" borderWidth="4px" aria-hidden="true" />
      {text ? (
        <Text textAlign="center" maxWidth="md" color="fg.muted">
          {text}
        </Text>
      ) : (
        <VisuallyHidden>Loading</VisuallyHidden>
      )}
    </Center>
  );
}
