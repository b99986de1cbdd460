import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useTextFormContext } from '@/lib/forms/TextFormContext';
import { useFormState } from '@/lib/forms/useTextForm';
import type { OnboardingStep } from '@/lib/flows/onboardingFlow';
import { parseIsoDate } from '@/lib/validation/dates';
import { normalizeIdNumber } from '@/lib/validation/idNumber';
import { normalizeImei } from '@/lib/validation/imei';
import { nairaToKobo } from '@/lib/validation/money';
import { ID_TYPE_OPTIONS } from '@/lib/validation/options';
import { normalizeNigerianPhone } from '@/lib/validation/phone';
import { STEP_TITLES, type OnboardingFormValues } from './onboardingFormValues';

export interface ReviewStepProps {
  onEdit: (step: OnboardingStep) => void;
}

type Row = [label: string, value: string];

const dateOrAsTyped = (value: string) => (parseIsoDate(value) ? formatDate(value) : value);
const orDash = (value: string) => (value.trim() === '' ? '—' : value.trim());

function rowsOf(values: OnboardingFormValues): Record<Exclude<OnboardingStep, 'review'>, Row[]> {
  const kobo = nairaToKobo(values.purchasePrice);
  return {
    personal: [
      ['First name', orDash(values.firstName)],
      ['Last name', orDash(values.lastName)],
      ['Phone number', normalizeNigerianPhone(values.phone) ?? orDash(values.phone)],
      ['Email', orDash(values.email)],
      ['Gender', orDash(values.gender)],
      ['Date of birth', orDash(dateOrAsTyped(values.dateOfBirth))],
      ['Address', orDash(values.address)],
      ['State', orDash(values.state)],
    ],
    identification: [
      ['ID type', ID_TYPE_OPTIONS.find((option) => option.value !== '' && option.value === values.idType)?.label ?? '—'],
      ['ID number', orDash(normalizeIdNumber(values.idNumber))],
    ],
    device: [
      ['IMEI', orDash(normalizeImei(values.imei))],
      ['Second IMEI', orDash(normalizeImei(values.imei2))],
      ['Brand', orDash(values.deviceBrand)],
      ['Model', orDash(values.deviceModel)],
      ['Purchase price', kobo === undefined ? orDash(values.purchasePrice) : formatMoney(kobo)],
      ['Purchase date', orDash(dateOrAsTyped(values.purchaseDate))],
    ],
  };
}

/** Step 4: everything entered, as it will be sent, with a way back to each step. Values are shown as plain text. */
export function ReviewStep({ onEdit }: ReviewStepProps) {
  const values = useFormState(useTextFormContext<OnboardingFormValues>(), (state) => state.values);
  const sections = rowsOf(values);
  return (
    <Stack gap="4">
      {(Object.keys(sections) as (keyof typeof sections)[]).map((step) => (
        <Box as="section" key={step} aria-labelledby={`review-${step}`} borderWidth="1px" borderRadius="md" padding="4">
          <Flex justify="space-between" align="center" gap="3" marginBottom="3">
            <Heading as="h3" size="md" id={`review-${step}`}>
              {STEP_TITLES[step]}
            </Heading>
            <Button type="button" size="sm" variant="outline" aria-label={`Edit ${STEP_TITLES[step]}`} onClick={() => onEdit(step)}>
              Edit
            </Button>
          </Flex>
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, auto) 1fr' }} columnGap="4" rowGap="1">
            {sections[step].map(([label, value]) => (
              <Box key={label} display="contents">
                <Text as="dt" color="fg.muted" fontSize="sm">
                  {label}
                </Text>
                <Text as="dd" marginBottom={{ base: '2', sm: '0' }} overflowWrap="anywhere">
                  {value}
                </Text>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
