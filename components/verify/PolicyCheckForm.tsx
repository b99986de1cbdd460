import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { VERIFY_PATH } from '@/components/cards/urls';
import type { PolicyCheckProps } from './getPolicyCheckProps';

type PolicyCheckFormProps = Pick<PolicyCheckProps, 'values' | 'errors'>;

// Fixed ids: the server's HTML links each field to its message before (or without) any JavaScript.
const IDS = {
  policy: { errorText: 'policy-error', helperText: 'policy-help' },
  imei: { errorText: 'imei-error', helperText: 'imei-help' },
};

/**
 * Policy number and the IMEI's last 4 digits, sent with GET so the check works without JavaScript; the
 * server's messages come back beside their fields, and the first field with one takes the focus.
 */
export function PolicyCheckForm({ values, errors }: PolicyCheckFormProps) {
  return (
    <form method="get" action={VERIFY_PATH} noValidate aria-label="Check a card by policy number">
      <Stack gap="4">
        <Field.Root invalid={errors.policy !== undefined} ids={IDS.policy}>
          <Field.Label>Policy number</Field.Label>
          <Input
            name="policy"
            defaultValue={values.policy}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder="e.g. SUN-2025-000123"
            autoFocus={errors.policy !== undefined}
            aria-describedby={errors.policy ? IDS.policy.errorText : IDS.policy.helperText}
          />
          {errors.policy ? <Field.ErrorText>{errors.policy}</Field.ErrorText> : <Field.HelperText>As printed on the protection card.</Field.HelperText>}
        </Field.Root>
        <Field.Root invalid={errors.imei !== undefined} ids={IDS.imei}>
          <Field.Label>Last 4 digits of the IMEI</Field.Label>
          <Input
            name="imei"
            defaultValue={values.imei}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            width="8rem"
            autoFocus={errors.policy === undefined && errors.imei !== undefined}
            aria-describedby={errors.imei ? IDS.imei.errorText : IDS.imei.helperText}
          />
          {errors.imei ? <Field.ErrorText>{errors.imei}</Field.ErrorText> : <Field.HelperText>Dial *#06# on the phone to see its IMEI.</Field.HelperText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start">
          Check card
        </Button>
      </Stack>
    </form>
  );
}
