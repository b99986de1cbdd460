import type { VerifiedCard } from './checkCard';

/** A card in force as `verify_card` answers it (tests only). */
export const VERIFIED_CARD: VerifiedCard = {
  __typename: 'verify_card_output',
  policy_number: 'SUN-2026-000068',
  valid: true,
  status: 'ACTIVE',
  partner_name: 'Sunline Protect',
  plan_name: 'Total Care + Theft',
  starts_on: '2026-06-26',
  ends_on: '2027-06-25',
  device_brand: 'Samsung',
  device_model: 'Galaxy A55',
  masked_imei: '•••••••••••0782',
};
