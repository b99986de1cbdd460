import { Flex, Heading } from '@chakra-ui/react';
import { StartOver } from './StartOver';

export interface WizardHeaderProps {
  title: string;
  /** Asked before "Start over" throws away what was entered; no "Start over" without it. */
  startOverQuestion?: string;
  onStartOver: () => void;
}

/** A wizard's page heading, with "Start over" beside it. */
export function WizardHeader({ title, startOverQuestion, onStartOver }: WizardHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {startOverQuestion ? <StartOver question={startOverQuestion} onConfirm={onStartOver} /> : null}
    </Flex>
  );
}
