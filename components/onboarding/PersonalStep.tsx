import { SimpleGrid, Stack } from '@chakra-ui/react';
import { FormSelectField, FormTextField } from '@/components/ui/FormFields';
import { lagosToday } from '@/lib/validation/lagosDay';
import { GENDER_OPTIONS } from '@/lib/validation/options';
import { STATE_OPTIONS } from '@/lib/validation/states';
import type { OnboardingFormValues } from './onboardingFormValues';

/** Step 1: who the customer is and where they live. Autofill is off: it would offer the agent's own details. */
export function PersonalStep() {
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormTextField<OnboardingFormValues> name="firstName" label="First name" autoComplete="off" />
        <FormTextField<OnboardingFormValues> name="lastName" label="Last name" autoComplete="off" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormTextField<OnboardingFormValues>
          name="phone"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="0803 123 4567"
        />
        <FormTextField<OnboardingFormValues>
          name="email"
          label="Email"
          optional
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormSelectField<OnboardingFormValues> name="gender" label="Gender" options={GENDER_OPTIONS} />
        <FormTextField<OnboardingFormValues> name="dateOfBirth" label="Date of birth" type="date" max={lagosToday()} />
      </SimpleGrid>
      <FormTextField<OnboardingFormValues> name="address" label="Address" autoComplete="off" placeholder="House number, street, town" />
      <FormSelectField<OnboardingFormValues> name="state" label="State" options={STATE_OPTIONS} />
    </Stack>
  );
}
