import { Box, Flex, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';

export interface StepIndicatorProps<StepId extends string> {
  /** Names the list for screen readers, e.g. "Onboarding steps". */
  label: string;
  steps: readonly StepId[];
  titles: Record<StepId, string>;
  current: StepId;
  completed: readonly StepId[];
}

/** Where the agent is in a multi-step flow; the current step is announced (`aria-current="step"`). */
export function StepIndicator<StepId extends string>({ label, steps, titles, current, completed }: StepIndicatorProps<StepId>) {
  return (
    <Box as="nav" aria-label={label}>
      <SimpleGrid as="ol" columns={{ base: 2, md: steps.length }} gap="2" listStyleType="none" margin="0" padding="0">
        {steps.map((step, index) => {
          const isCurrent = step === current;
          const isDone = completed.includes(step) && !isCurrent;
          return (
            <Flex
              as="li"
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              align="center"
              gap="2"
              paddingY="2"
              paddingX="3"
              borderRadius="md"
              borderWidth="1px"
              borderColor={isCurrent ? 'brand.solid' : 'border'}
              bg={isCurrent ? 'brand.subtle' : undefined}
              minWidth="0"
            >
              <Flex
                aria-hidden="true"
                flexShrink="0"
                align="center"
                justify="center"
                boxSize="6"
                borderRadius="full"
                fontSize="xs"
                fontWeight="bold"
                bg={isCurrent || isDone ? 'brand.solid' : 'bg.muted'}
                color={isCurrent || isDone ? 'brand.contrast' : 'fg.muted'}
              >
                {isDone ? '✓' : index + 1}
              </Flex>
              <Text fontSize="sm" fontWeight={isCurrent ? 'semibold' : 'normal'} lineClamp="2">
                {titles[step]}
                {isDone ? <VisuallyHidden> (done)</VisuallyHidden> : null}
              </Text>
            </Flex>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
