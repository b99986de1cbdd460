import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionLoading } from './SectionLoading';

/** What a wizard's page says above its steps, from the server's first answer onwards. */
export interface WizardIntro {
  title: string;
  /** What the wizard does, in a sentence or two: shown while its code and saved draft load, then kept. */
  intro: string;
}

export interface WizardHeaderProps extends WizardIntro {
  /** Beside the heading: the wizard's "Start over" (`StartOver`), once its code has loaded. */
  action?: ReactNode;
}

/** A wizard's page heading and introduction, with its action (e.g. "Start over") beside the heading. */
export function WizardHeader({ title, intro, action }: WizardHeaderProps) {
  return (
    <Stack gap="2">
      {/* As tall as "Start over" (a small button) without it, so the text below does not move when it comes. */}
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" minHeight="9">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {action}
      </Flex>
      <Text color="fg.muted">{intro}</Text>
    </Stack>
  );
}

/**
 * A wizard's page while its code and the browser's saved draft load: the heading and introduction it will
 * keep (so the first screen already says where the agent is), then what is loading.
 */
export function WizardLoading({ header, label }: { header: WizardIntro; label: string }) {
  return (
    <Stack gap="6" maxWidth="3xl">
      <WizardHeader {...header} />
      <SectionLoading label={label} />
    </Stack>
  );
}
