import { Button, Stack } from '@chakra-ui/react';
import { VERIFY_PATH } from '@/components/cards/urls';
import { Field, FieldInput } from '@/components/ui/Field';
import type { PolicyCheckProps } from './getPolicyCheckProps';

type PolicyCheckFormProps = Pick<PolicyCheckProps, 'values' | 'errors'>;

/**
 * Policy number and the IMEI's last 4 digits, sent with GET so the check works without JavaScript; the
 * server's messages come back beside their fields (the server's HTML links each field to its message, as
 * `Field` does it while rendering), and the first field with one takes the focus.
 */
export function PolicyCheckForm({ values, errors }: PolicyCheckFormProps) {
  return (
    <form method="get" action={VERIFY_PATH} noValidate aria-label="Check a card by policy number">
      <Stack gap="4">
        <Field label="Policy number" hint="As printed on the protection card." error={errors.policy}>
          <FieldInput
            name="policy"
            defaultValue={values.policy}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder="e.g. SUN-2025-000123"
            autoFocus={errors.policy !== undefined}
          />
        </Field>
        <Field label="Last 4 digits of the IMEI" hint="Dial *#06# on the phone to see its IMEI." error={errors.imei}>
          <FieldInput
            name="imei"
            defaultValue={values.imei}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            width="8rem"
            autoFocus={errors.policy === undefined && errors.imei !== undefined}
          />
        </Field>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Check card
        </Button>
      </Stack>
    </form>
  );
}
