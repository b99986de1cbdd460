import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

export interface StartOverProps {
  /** What starting over throws away, asked before doing it. */
  question: string;
  onConfirm: () => void;
}

/** "Start over" asks first, in place (no dialog to load), since it throws away everything entered. */
export function StartOver({ question, onConfirm }: StartOverProps) {
  const [asking, setAsking] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (wasAsking.current) startButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <Button ref={startButton} type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
        Start over
      </Button>
    );
  }
  return (
    <Stack
      role="group"
      aria-label="Start over?"
      gap="2"
      padding="3"
      borderWidth="1px"
      borderColor="border.error"
      borderRadius="md"
      width={{ base: 'full', sm: 'auto' }}
    >
      <Text fontSize="sm">{question}</Text>
      <Flex gap="2" wrap="wrap">
        <Button type="button" size="sm" colorPalette="red" onClick={onConfirm}>
          Yes, start over
        </Button>
        <Button ref={keepButton} type="button" size="sm" variant="outline" onClick={() => setAsking(false)}>
          Keep editing
        </Button>
      </Flex>
    </Stack>
  );
}
