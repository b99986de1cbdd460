import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface WizardNavProps {
  /** No "Back" without it (the first step, or a payment awaiting its answer). */
  onBack?: () => void;
  backDisabled?: boolean;
  /** The step's submit button ("Next", "Submit", "Pay …"). */
  children: ReactNode;
}

/** A step's buttons: "Back" on the left, the way on at the right (stacked, the way on first, on a phone). */
export function WizardNav({ onBack, backDisabled = false, children }: WizardNavProps) {
  return (
    <Flex gap="3" justify="space-between" direction={{ base: 'column-reverse', sm: 'row' }}>
      {onBack ? (
        <Button type="button" variant="outline" onClick={onBack} disabled={backDisabled}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {children}
    </Flex>
  );
}
