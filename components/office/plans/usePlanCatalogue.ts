import { useCallback } from 'react';
import type { PlanTermsFormValues } from '@/lib/actions/revisePlan';
import { useKeyedSubmitOnce } from '@/lib/forms/submitOnce';

/** The catalogue's requests and the GraphQL client: at the first focus or tap on a plan's controls, else at the click. */
export const loadCatalogueRequests = () => import('./catalogueRequests');

/**
 * A plan's writes, each at most once at a time (lib/forms/submitOnce): retiring or putting back needs no key
 * (asked again, the plan already is); a revision keeps its key until it went through or was refused
 * (`useKeyedSubmitOnce`), and one write is out at a time.
 */
export function usePlanCatalogue(planId: string) {
  const { submitOnce, submitKeyed, submitting } = useKeyedSubmitOnce();
  const setOnSale = useCallback(
    (onSale: boolean) => submitOnce({ load: loadCatalogueRequests, start: () => '', send: (requests) => requests.sendPlanOnSale(planId, onSale) }),
    [planId, submitOnce],
  );
  const revise = useCallback(
    (values: PlanTermsFormValues) => submitKeyed({ load: loadCatalogueRequests, send: (requests, revisionKey) => requests.sendRevision(planId, values, revisionKey) }),
    [planId, submitKeyed],
  );
  return { setOnSale, revise, submitting };
}
