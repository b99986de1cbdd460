import {
  CLAIM_TYPE_MESSAGES,
  claimDescriptionLength,
  DESCRIPTION_MESSAGES,
  needsPoliceReport,
  POLICE_REPORT_MESSAGES,
  validateClaimDescription,
  validateClaimType,
  validatePoliceReportNumber,
} from './claim';

describe('validateClaimDescription', () => {
  it('takes 20 to 1000 characters, surrounding spaces ignored', () => {
    expect(validateClaimDescription('Screen cracked on fall')).toBeUndefined();
    expect(validateClaimDescription('x'.repeat(20))).toBeUndefined();
    expect(validateClaimDescription('x'.repeat(1000))).toBeUndefined();
    expect(validateClaimDescription('')).toBe(DESCRIPTION_MESSAGES.required);
    expect(validateClaimDescription(`  ${'x'.repeat(19)}  `)).toBe(DESCRIPTION_MESSAGES.tooShort);
    expect(validateClaimDescription('x'.repeat(1001))).toBe(DESCRIPTION_MESSAGES.tooLong);
  });

  it('counts what the agent sees: spaces around aside, an emoji as one character', () => {
    expect(claimDescriptionLength('  Screen cracked  ')).toBe(14);
    expect(claimDescriptionLength('📱'.repeat(20))).toBe(20);
    expect(validateClaimDescription('📱'.repeat(20))).toBeUndefined();
  });
});

describe('validatePoliceReportNumber', () => {
  it('takes a report number as written', () => {
    expect(validatePoliceReportNumber('NPF/LAG/2025/00123')).toBeUndefined();
    expect(validatePoliceReportNumber('CR-44512')).toBeUndefined();
    expect(validatePoliceReportNumber(' ')).toBe(POLICE_REPORT_MESSAGES.required);
    expect(validatePoliceReportNumber('#12')).toBe(POLICE_REPORT_MESSAGES.format);
    expect(validatePoliceReportNumber('A1')).toBe(POLICE_REPORT_MESSAGES.format);
  });
});

describe('validateClaimType', () => {
  it('takes one of the claim types', () => {
    expect(validateClaimType('SCREEN')).toBeUndefined();
    expect(validateClaimType('THEFT')).toBeUndefined();
    expect(validateClaimType('')).toBe(CLAIM_TYPE_MESSAGES.required);
    expect(validateClaimType('screen')).toBe(CLAIM_TYPE_MESSAGES.required);
  });
});

describe('needsPoliceReport', () => {
  it('is true for theft only', () => {
    expect(needsPoliceReport('THEFT')).toBe(true);
    for (const type of ['SCREEN', 'LIQUID', 'HARDWARE', ''] as const) expect(needsPoliceReport(type)).toBe(false);
  });
});
