import { Stack } from '@chakra-ui/react';
import { FormSelectField, FormTextField } from '@/components/ui/FormFields';
import { useTextFormContext } from '@/lib/forms/TextFormContext';
import { useFieldValue } from '@/lib/forms/useTextForm';
import { normalizeIdNumber } from '@/lib/validation/idNumber';
import { ID_TYPE_OPTIONS, isIdType, type IdType } from '@/lib/validation/options';
import type { OnboardingFormValues } from './onboardingFormValues';

const ID_NUMBER_EXAMPLES: Record<IdType, string> = {
  VNIN: 'AB123456789012CD',
  VIN: '90F5B1234567890123A',
  PASSPORT: 'A12345678',
  DRIVERLICENCE: 'ABC12345DE67',
};

/** Step 2: the ID document. The number is upper-cased, spaces and hyphens removed, as it is typed. */
export function IdentificationStep() {
  const idType = useFieldValue(useTextFormContext<OnboardingFormValues>(), 'idType');
  return (
    <Stack gap="5">
      <FormSelectField<OnboardingFormValues> name="idType" label="ID type" options={ID_TYPE_OPTIONS} />
      <FormTextField<OnboardingFormValues>
        name="idNumber"
        label="ID number"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        transform={normalizeIdNumber}
        hint={isIdType(idType) ? `For example ${ID_NUMBER_EXAMPLES[idType]}` : 'Select the ID type first'}
      />
    </Stack>
  );
}
