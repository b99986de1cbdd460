import { useCallback, useRef } from 'react';
import type { PlanTermsFormValues } from '@/lib/actions/revisePlan';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { useSubmitOnce } from '@/lib/forms/submitOnce';

/** The catalogue's requests and the GraphQL client: at the first focus or tap on a plan's controls, else at the click. */
export const loadCatalogueRequests = () => import('./catalogueRequests');

/**
 * A plan's writes, each at most once at a time (lib/forms/submitOnce): retiring or putting back needs no key
 * (asked again, the plan already is); a revision keeps its key until it went through or was refused.
 */
export function usePlanCatalogue(planId: string) {
  const { submitOnce, submitting } = useSubmitOnce();
  const key = useRef<string | undefined>(undefined);
  const setOnSale = useCallback(
    (onSale: boolean) => submitOnce({ load: loadCatalogueRequests, start: () => '', send: (requests) => requests.sendPlanOnSale(planId, onSale) }),
    [planId, submitOnce],
  );
  const revise = useCallback(
    async (values: PlanTermsFormValues) => {
      const outcome = await submitOnce({
        load: loadCatalogueRequests,
        start: () => (key.current ??= newIdempotencyKey()),
        send: (requests, revisionKey) => requests.sendRevision(planId, values, revisionKey),
      });
      if (outcome.kind === 'done' || outcome.kind === 'refused') key.current = undefined;
      return outcome;
    },
    [planId, submitOnce],
  );
  return { setOnSale, revise, submitting };
}
