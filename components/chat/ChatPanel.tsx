import { Button, Heading, Stack, Text } from '@chakra-ui/react';

export interface ChatPanelProps {
  onOpen: () => void;
  /** False until the agent's details are known (the messenger boots with them). */
  ready: boolean;
}

/** /account/chat with Intercom configured: the messenger opens by itself; this reopens it. */
export function ChatPanel({ onOpen, ready }: ChatPanelProps) {
  return (
    <Stack gap="4" maxWidth="prose">
      <Heading as="h1" size="2xl">
        Chat with support
      </Heading>
      <Text>The support team answers here. The chat window opens at the bottom of the screen.</Text>
      <Button colorPalette="brand" alignSelf="flex-start" onClick={onOpen} disabled={!ready}>
        Open chat
      </Button>
    </Stack>
  );
}
