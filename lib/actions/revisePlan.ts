import {
  claimsPerTermProblem,
  excessProblem,
  minPremiumProblem,
  percentToBp,
  premiumRateProblem,
  termMonthsProblem,
  typedNaira,
  wholeNumber,
} from '@/lib/domain/plans';
import { PARTNER_OPS_ROLE } from '@/lib/domain/roles';
import { declareAction, objectType, required, type ActionInput } from './declareAction';

/** The plan's terms form, as typed: a percentage, naira amounts and whole numbers. */
export interface PlanTermsFormValues {
  premiumRate: string;
  minPremium: string;
  excess: string;
  claimsPerTerm: string;
  termMonths: string;
}

/** A typed value the form's rule accepted, as the argument (the rule runs first: anything else is a bug). */
function accepted<T>(value: T | undefined, typed: string): T {
  if (value === undefined) throw new RangeError(`not a plan term: ${JSON.stringify(typed)}`);
  return value;
}

const REVISE_PLAN_OUTPUT = objectType('revise_plan_output', {
  plan_id: { type: 'uuid!', description: 'The new version: what new sales are sold on.' },
  version: { type: 'Int!' },
});

/**
 * `revise_plan`: operations change a plan's terms for new sales. The plan's newest version is kept as it is
 * (its orders keep their terms) and taken off sale; a new version with the new terms takes its place (on
 * sale if it was). Keyed: sent again, it is the same new version. Refused for a version that is no longer
 * the newest (someone revised it meanwhile) and for terms that change nothing.
 */
export const REVISE_PLAN = declareAction<PlanTermsFormValues>()({
  name: 'revise_plan',
  kind: 'mutation',
  roles: [PARTNER_OPS_ROLE],
  idempotent: true,
  args: {
    plan_id: { type: 'uuid!', description: 'The version being revised: its newest.' },
    premium_rate_bp: {
      type: 'Int!',
      formField: 'premiumRate',
      read: ({ premiumRate }) => accepted(percentToBp(premiumRate), premiumRate),
      rule: (bp) => premiumRateProblem(bp),
      formRule: (typed) => premiumRateProblem(percentToBp(typed)),
    },
    min_premium_kobo: {
      type: 'bigint!',
      formField: 'minPremium',
      read: ({ minPremium }) => accepted(typedNaira(minPremium), minPremium),
      rule: (kobo) => minPremiumProblem(kobo),
      formRule: (typed) => minPremiumProblem(typedNaira(typed)),
    },
    excess_kobo: {
      type: 'bigint!',
      formField: 'excess',
      read: ({ excess }) => accepted(typedNaira(excess), excess),
      rule: (kobo) => excessProblem(kobo),
      formRule: (typed) => excessProblem(typedNaira(typed)),
    },
    claims_per_term: {
      type: 'Int!',
      formField: 'claimsPerTerm',
      read: ({ claimsPerTerm }) => accepted(wholeNumber(claimsPerTerm), claimsPerTerm),
      rule: (count) => claimsPerTermProblem(count),
      formRule: (typed) => claimsPerTermProblem(wholeNumber(typed)),
    },
    term_months: {
      type: 'Int!',
      formField: 'termMonths',
      read: ({ termMonths }) => accepted(wholeNumber(termMonths), termMonths),
      rule: (months) => termMonthsProblem(months),
      formRule: (typed) => termMonthsProblem(wholeNumber(typed)),
    },
  },
  output: required(REVISE_PLAN_OUTPUT),
});

export type RevisePlanInput = ActionInput<typeof REVISE_PLAN>;
