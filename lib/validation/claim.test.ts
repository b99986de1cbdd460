import { DESCRIPTION_MESSAGES, POLICE_REPORT_MESSAGES, validateClaimDescription, validatePoliceReportNumber } from './claim';

describe('validateClaimDescription', () => {
  it('takes 20 to 1000 characters, surrounding spaces ignored', () => {
    expect(validateClaimDescription('Screen cracked on fall')).toBeUndefined();
    expect(validateClaimDescription('x'.repeat(20))).toBeUndefined();
    expect(validateClaimDescription('x'.repeat(1000))).toBeUndefined();
    expect(validateClaimDescription('')).toBe(DESCRIPTION_MESSAGES.required);
    expect(validateClaimDescription(`  ${'x'.repeat(19)}  `)).toBe(DESCRIPTION_MESSAGES.tooShort);
    expect(validateClaimDescription('x'.repeat(1001))).toBe(DESCRIPTION_MESSAGES.tooLong);
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
