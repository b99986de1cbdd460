import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useCallback, useState, type FormEvent } from 'react';
import { Field, FieldInput } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { useLoadOnFirstInput } from '@/components/ui/useLoadOnFirstInput';
import type { PlanTermsFormValues } from '@/lib/actions/revisePlan';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { errorText, useFormState, useTextForm } from '@/lib/forms/useTextForm';
import type { CataloguePlanRow } from './getPlanCatalogue';
import { planTermsFormValues, planTermsRules } from './planTermsValues';
import { loadCatalogueRequests, usePlanCatalogue } from './usePlanCatalogue';

export const PLAN_CONTROL_MESSAGES = {
  notChanged: 'The plan was not changed.',
  unknown: 'Whether the plan changed is not known yet. Try again: it is not changed twice.',
  retired: 'Retired. New sales no longer offer it; its orders keep their cover.',
  onSale: 'Back on sale.',
  revised: (version: number) => `Version ${version} is on sale with the new terms. Orders sold before keep theirs.`,
} as const;

const LOAD_ON_FIRST_INPUT = [planTermsRules.ready, loadCatalogueRequests];

const FIELDS: readonly { name: keyof PlanTermsFormValues; label: string; hint: string; inputMode: 'decimal' | 'numeric' }[] = [
  { name: 'premiumRate', label: 'Premium (% of the device’s price)', hint: 'e.g. 4.5', inputMode: 'decimal' },
  { name: 'minPremium', label: 'Minimum premium (₦)', hint: 'The least a sale costs.', inputMode: 'decimal' },
  { name: 'excess', label: 'Excess (₦)', hint: 'What the customer pays towards a repair.', inputMode: 'decimal' },
  { name: 'claimsPerTerm', label: 'Claims per term', hint: 'From 1 to 12.', inputMode: 'numeric' },
  { name: 'termMonths', label: 'Term (months)', hint: 'From 1 to 36.', inputMode: 'numeric' },
];

type Outcome = { kind: 'problem'; title: string; description?: string } | { kind: 'done'; title: string };

/**
 * A plan's newest version: retire it or put it back on sale, and change its terms for new sales (a new
 * version). Done, the catalogue is read again.
 */
export function PlanControls({ plan }: { plan: CataloguePlanRow }) {
  const form = useTextForm({ rules: planTermsRules.rules, defaultValues: planTermsFormValues(plan) });
  const errors = useFormState(form, (state) => state.errors);
  const { setOnSale, revise, submitting } = usePlanCatalogue(plan.id);
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>();
  const loadOnFirstInput = useLoadOnFirstInput(LOAD_ON_FIRST_INPUT);
  const { setError, setFocus } = form;

  const settle = useCallback(
    (attempt: Awaited<ReturnType<typeof setOnSale>> | Awaited<ReturnType<typeof revise>>, done: () => string) => {
      switch (attempt.kind) {
        case 'busy':
          return;
        case 'done':
          setOutcome({ kind: 'done', title: done() });
          return void router.replace(router.asPath, undefined, { scroll: false });
        case 'refused': {
          const field = 'field' in attempt.failure ? attempt.failure.field : undefined;
          if (field) {
            setError(field, attempt.failure.message);
            return setFocus(field);
          }
          return setOutcome({ kind: 'problem', title: PLAN_CONTROL_MESSAGES.notChanged, description: attempt.failure.message });
        }
        case 'not-sent':
          return setOutcome({ kind: 'problem', title: PLAN_CONTROL_MESSAGES.notChanged, description: attempt.message });
        default:
          return setOutcome({ kind: 'problem', title: PLAN_CONTROL_MESSAGES.unknown, description: attempt.message });
      }
    },
    [router, setError, setFocus],
  );

  const toggle = async () => {
    setOutcome(undefined);
    settle(await setOnSale(!plan.active), () => (plan.active ? PLAN_CONTROL_MESSAGES.retired : PLAN_CONTROL_MESSAGES.onSale));
  };

  const submitTerms = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const attempt = await revise(values);
    settle(attempt, () => PLAN_CONTROL_MESSAGES.revised(attempt.kind === 'done' ? attempt.done.version : plan.version + 1));
  });

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (await planTermsRules.ready()) await submitTerms();
    else setOutcome({ kind: 'problem', title: PLAN_CONTROL_MESSAGES.notChanged, description: NO_ANSWER_MESSAGE });
  };

  return (
    <Stack gap="4" {...loadOnFirstInput}>
      {outcome?.kind === 'problem' ? <Notice status="error" title={outcome.title} description={outcome.description} /> : null}
      {outcome?.kind === 'done' ? <Notice status="success" title={outcome.title} /> : null}
      <Button
        variant="outline"
        colorPalette={plan.active ? 'red' : 'brand'}
        alignSelf="flex-start"
        minHeight="11"
        loading={submitting}
        onClick={() => void toggle()}
      >
        {plan.active ? `Retire ${plan.name}` : `Put ${plan.name} back on sale`}
      </Button>
      <Box asChild borderWidth="1px" borderRadius="md">
        <details>
          <Box asChild paddingX="4" paddingY="2" cursor="pointer" fontWeight="medium">
            <summary>Change the terms for new sales</summary>
          </Box>
          <form noValidate aria-label={`Change the terms of ${plan.name}`} onSubmit={(event) => void onSubmit(event)}>
            <Stack gap="4" paddingX="4" paddingBottom="4" paddingTop="2">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {FIELDS.map((field) => (
                  <Field key={field.name} label={field.label} hint={field.hint} error={errorText(errors[field.name])}>
                    <FieldInput {...form.register(field.name)} inputMode={field.inputMode} autoComplete="off" />
                  </Field>
                ))}
              </SimpleGrid>
              <Button type="submit" colorPalette="brand" alignSelf="flex-start" minHeight="11" loading={submitting} loadingText="Saving…">
                Save as a new version
              </Button>
            </Stack>
          </form>
        </details>
      </Box>
    </Stack>
  );
}
