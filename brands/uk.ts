import { genericBrand } from './generic';
import type { Brand } from './types';

/** The UK variant sets only its terms document (and its name and partner record); the rest is generic. */
export const ukBrand: Brand = {
  ...genericBrand,
  code: 'uk',
  name: 'DeviceCover UK',
  partnerCode: 'DEVICECOVER-UK',
  termsUrl: '/brands/uk/terms.pdf',
};
