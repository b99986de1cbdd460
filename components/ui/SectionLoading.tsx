import { Center, Spinner, Text } from '@chakra-ui/react';

/** While a screen's own code loads (and, for a wizard, its saved draft is read): a spinner with what is coming. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <Center minHeight="40vh" flexDirection="column" gap="3" role="status">
      <Spinner size="lg" color="blue.500" aria-hidden="true" />
      <Text color="fg.muted">{label}</Text>
    </Center>
  );
}
