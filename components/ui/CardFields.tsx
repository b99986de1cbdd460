import { Box, Stack } from '@chakra-ui/react';
import type { CardFieldValues } from '@/lib/actions/cardInput';
import { FormTextField } from './FormFields';

/** The sandbox gateway's card that succeeds (PRODUCT.md), for the hint under the card number. */
export const SANDBOX_CARD_HINT = 'Sandbox payments: the test card 4084 0840 8408 4081 succeeds.';

/** Groups a card number as it is typed: `4084 0840 8408 4081`. */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Writes the expiry as `MM/YY` while it is typed. */
export function formatCardExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Card number, expiry and CVV of the surrounding form. The card is kept in the form's memory only: never in
 * local storage, the URL or a log. Autofill is off so a shared shop browser never offers to save a card.
 */
export function CardFields() {
  return (
    <Stack as="section" aria-label="Card details" gap="4" borderWidth="1px" borderRadius="md" padding="4">
      <FormTextField<CardFieldValues>
        name="cardNumber"
        label="Card number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        placeholder="1234 5678 9012 3456"
        transform={groupCardNumber}
        hint={SANDBOX_CARD_HINT}
      />
      <Box display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="4">
        <FormTextField<CardFieldValues> name="cardExpiry" label="Expiry (MM/YY)" inputMode="numeric" autoComplete="off" maxLength={5} placeholder="MM/YY" transform={formatCardExpiry} />
        <FormTextField<CardFieldValues> name="cardCvv" label="CVV" inputMode="numeric" autoComplete="off" maxLength={4} placeholder="123" />
      </Box>
    </Stack>
  );
}
