import type { SelectOption } from './options';

/** The 36 states of Nigeria and the Federal Capital Territory, as stored in `customer.state`. */
export const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River',
  'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano', 'Katsina',
  'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo', 'Plateau',
  'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara', 'Federal Capital Territory',
] as const;

export type NigerianState = (typeof NIGERIAN_STATES)[number];

export const STATE_OPTIONS: readonly SelectOption<NigerianState>[] = [
  { value: '', label: 'Select state' },
  ...NIGERIAN_STATES.map((state) => ({ value: state, label: state })),
];

export const STATE_MESSAGES = {
  required: 'Select a state',
} as const;

export function isNigerianState(value: string): value is NigerianState {
  return (NIGERIAN_STATES as readonly string[]).includes(value);
}

export function validateState(value: string): string | undefined {
  return isNigerianState(value) ? undefined : STATE_MESSAGES.required;
}
