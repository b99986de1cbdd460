import { Heading, Stack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';

export interface WizardStepHeadingProps {
  /** 0-based. */
  index: number;
  count: number;
  title: string;
  /** The form's `aria-labelledby`. */
  id: string;
  /** From `useStepsForm`: focus lands here after each move. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** "Step 2 of 4" over the step's title, which takes focus after each move (announced by screen readers). */
export function WizardStepHeading({ index, count, title, id, headingRef }: WizardStepHeadingProps) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">{`Step ${index + 1} of ${count}`}</Text>
      <Heading as="h2" size="lg" id={id} ref={headingRef} tabIndex={-1} outline="none">
        {title}
      </Heading>
    </Stack>
  );
}
