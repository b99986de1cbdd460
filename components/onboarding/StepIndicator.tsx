import { Box, Flex, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { ONBOARDING_STEPS, type OnboardingStep } from '@/lib/flows/onboardingFlow';
import { STEP_TITLES } from './onboardingForm';

export interface StepIndicatorProps {
  current: OnboardingStep;
  completed: readonly OnboardingStep[];
}

/** Where the agent is in the four steps; the current step is announced (`aria-current="step"`). */
export function StepIndicator({ current, completed }: StepIndicatorProps) {
  return (
    <Box as="nav" aria-label="Onboarding steps">
      <SimpleGrid as="ol" columns={{ base: 2, md: 4 }} gap="2" listStyleType="none" margin="0" padding="0">
        {ONBOARDING_STEPS.map((step, index) => {
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
                {STEP_TITLES[step]}
                {isDone ? <VisuallyHidden> (done)</VisuallyHidden> : null}
              </Text>
            </Flex>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
