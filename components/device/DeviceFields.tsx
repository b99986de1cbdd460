import { SimpleGrid, Stack } from '@chakra-ui/react';
import { FormTextField } from '@/components/ui/FormFields';
import { lagosToday } from '@/lib/validation/lagosDay';
import type { DeviceFormValues } from '@/lib/actions/deviceInput';

/**
 * The device inputs (IMEI, second IMEI, brand, model, purchase price and date) of the surrounding form
 * (`TextFormContext`) when its values include `DeviceFormValues`: onboarding's device step and "Add device".
 */
export function DeviceFields() {
  return (
    <Stack gap="5">
      <FormTextField<DeviceFormValues>
        name="imei"
        label="IMEI"
        inputMode="numeric"
        autoComplete="off"
        maxLength={25}
        hint="15 digits: dial *#06# on the phone to see it"
      />
      <FormTextField<DeviceFormValues>
        name="imei2"
        label="Second IMEI"
        optional
        inputMode="numeric"
        autoComplete="off"
        maxLength={25}
        hint="Only for dual-SIM phones"
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormTextField<DeviceFormValues> name="deviceBrand" label="Brand" autoComplete="off" placeholder="e.g. Tecno" />
        <FormTextField<DeviceFormValues> name="deviceModel" label="Model" autoComplete="off" placeholder="e.g. Camon 20 Pro" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormTextField<DeviceFormValues>
          name="purchasePrice"
          label="Purchase price (₦)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 150000"
          hint="₦20,000 to ₦3,000,000"
        />
        <FormTextField<DeviceFormValues> name="purchaseDate" label="Purchase date" type="date" max={lagosToday()} />
      </SimpleGrid>
    </Stack>
  );
}
