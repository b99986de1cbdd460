import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode, RefCallback } from 'react';
import { useFieldControl } from './Field';

export interface ChoiceGroupProps {
  /** What is chosen, read as the group's name (e.g. "Choose a plan"). */
  legend: ReactNode;
  /** Where focus goes when nothing is chosen at a check (the form field's `ref`). */
  groupRef: RefCallback<HTMLElement>;
  /** The `ChoiceCard`s. */
  children: ReactNode;
}

/** A radio group of `ChoiceCard`s under its legend; inside a `Field`, the field's message describes it. */
export function ChoiceGroup({ legend, groupRef, children }: ChoiceGroupProps) {
  const { 'aria-describedby': describedBy } = useFieldControl();
  return (
    <Stack as="fieldset" gap="3" width="full" ref={groupRef} tabIndex={-1} outline="none" aria-describedby={describedBy}>
      <Text as="legend" fontWeight="semibold" marginBottom="2">
        {legend}
      </Text>
      {children}
    </Stack>
  );
}
