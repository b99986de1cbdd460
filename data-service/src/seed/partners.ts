/**
 * The four partners of PRODUCT.md ("Brand variants"), with fixed ids so links, tests and screenshots
 * stay stable across databases.
 */
export interface SeedPartner {
  id: string;
  code: string;
  name: string;
  allow_postpaid_plan: boolean;
  policy_prefix: string;
  support_phone: string;
  support_email: string;
}

export const DEVICECOVER: SeedPartner = {
  id: '5d0c0a7e-0000-4000-8000-000000000001',
  code: 'DEVICECOVER',
  name: 'DeviceCover',
  allow_postpaid_plan: true,
  policy_prefix: 'DVC',
  support_phone: '+2342017001000',
  support_email: 'support@devicecover.ng',
};

export const SUNLINE_NG: SeedPartner = {
  id: '5d0c0a7e-0000-4000-8000-000000000002',
  code: 'SUNLINE-NG',
  name: 'Sunline Protect',
  allow_postpaid_plan: true,
  policy_prefix: 'SUN',
  support_phone: '+2348007861000',
  support_email: 'care@sunlineprotect.ng',
};

export const REDWAVE_NG: SeedPartner = {
  id: '5d0c0a7e-0000-4000-8000-000000000003',
  code: 'REDWAVE-NG',
  name: 'Redwave Protect',
  allow_postpaid_plan: false,
  policy_prefix: 'RED',
  support_phone: '+2349097332000',
  support_email: 'help@redwaveprotect.ng',
};

export const DEVICECOVER_UK: SeedPartner = {
  id: '5d0c0a7e-0000-4000-8000-000000000004',
  code: 'DEVICECOVER-UK',
  name: 'DeviceCover UK',
  allow_postpaid_plan: false,
  policy_prefix: 'DCUK',
  support_phone: '+442071234500',
  support_email: 'support@devicecover.co.uk',
};

export const SEED_PARTNERS: readonly SeedPartner[] = [DEVICECOVER, SUNLINE_NG, REDWAVE_NG, DEVICECOVER_UK];
