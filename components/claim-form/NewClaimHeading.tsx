import { Heading, Stack, Text } from '@chakra-ui/react';

/** The new-claim screen's heading, and what to do at this point (choose the order, or write the claim). */
export function NewClaimHeading({ intro }: { intro: string }) {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        New claim
      </Heading>
      <Text color="fg.muted">{intro}</Text>
    </Stack>
  );
}
