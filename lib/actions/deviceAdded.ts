import { objectType } from './declareAction';

/** The fields of a device just registered (onboarding's first, or one added later) and whether a plan can be sold for it. */
const DEVICE_ADDED_FIELDS = {
  customer_id: { type: 'uuid!' },
  device_id: { type: 'uuid!' },
  plan_eligible: { type: 'Boolean!' },
  ineligible_reason: { type: 'String' },
} as const;

export const deviceAddedOutput = (name: string) => objectType(name, DEVICE_ADDED_FIELDS);
