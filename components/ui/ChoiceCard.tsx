import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChoiceCardProps {
  /** The radio group's name. */
  name: string;
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  /** What the option is, read as the radio's name. */
  label: ReactNode;
  /** More about it (prices, dates), read as the radio's description. */
  children?: ReactNode;
  /** Shown but not choosable; `disabledReason` says why. */
  disabled?: boolean;
  disabledReason?: ReactNode;
}

/**
 * One option of a radio group as a card: a native radio (keyboard, screen readers and phones handle it as
 * they know) inside a label, so the whole card is its target. A disabled option stays visible with its reason.
 */
export function ChoiceCard({ name, value, checked, onChoose, label, children, disabled = false, disabledReason }: ChoiceCardProps) {
  const id = `${name}-${value}`;
  const describedBy = [children ? `${id}-details` : undefined, disabled && disabledReason ? `${id}-reason` : undefined].filter(Boolean).join(' ');
  return (
    <chakra.label
      htmlFor={id}
      display="block"
      borderWidth="1px"
      borderRadius="md"
      padding="4"
      bg="bg.panel"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.75 : 1}
      css={{
        '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'brand.subtle', boxShadow: '0 0 0 1px var(--chakra-colors-brand-solid)' },
        '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      }}
    >
      <Flex gap="3" align="flex-start">
        <chakra.input
          type="radio"
          id={id}
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={() => onChoose(value)}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy || undefined}
          boxSize="4"
          marginTop="1"
          flexShrink="0"
          accentColor="var(--chakra-colors-brand-solid)"
        />
        <Box minWidth="0" flex="1">
          <Text as="span" id={`${id}-label`} display="block" fontWeight="semibold" overflowWrap="anywhere">
            {label}
          </Text>
          {children ? (
            <Box id={`${id}-details`} fontSize="sm" color="fg.muted" marginTop="1">
              {children}
            </Box>
          ) : null}
          {disabled && disabledReason ? (
            <Text id={`${id}-reason`} fontSize="sm" color="fg.warning" marginTop="1">
              {disabledReason}
            </Text>
          ) : null}
        </Box>
      </Flex>
    </chakra.label>
  );
}
