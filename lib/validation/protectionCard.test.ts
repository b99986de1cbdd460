import {
  IMEI_LAST4_MESSAGES,
  isPolicyNumber,
  isVerificationCode,
  normalizePolicyNumber,
  POLICY_NUMBER_MESSAGES,
  validateImeiLast4,
  validatePolicyNumber,
} from './protectionCard';

describe('isVerificationCode', () => {
  it.each(['OeZf9TOpTemvAzB4iXW5Gg', '-Q621PlwRmq7hmWFc5Z8EA', 'nQ4Qb0V-QI-R9VWPx5Qy_g', ' uOPoO9PuS9K8KIkXqezhOg\n'])('accepts %p', (code) => {
    expect(isVerificationCode(code)).toBe(true);
  });

  it.each([
    ['21 characters', 'OeZf9TOpTemvAzB4iXW5G'],
    ['23 characters', 'OeZf9TOpTemvAzB4iXW5Gga'],
    ['standard base64 (+ and /)', 'OeZf9TOpTemvAzB4iXW5+/'],
    ['padding', 'OeZf9TOpTemvAzB4iXW5G='],
    ['a space inside', 'OeZf9TOpTem AzB4iXW5Gg'],
    ['a policy number', 'SUN-2025-000123'],
    ['empty', ''],
  ])('refuses %s', (_, value) => {
    expect(isVerificationCode(value)).toBe(false);
  });
});

describe('policy numbers', () => {
  it('ignores case and spaces', () => {
    expect(normalizePolicyNumber(' sun-2025-000123 ')).toBe('SUN-2025-000123');
    expect(normalizePolicyNumber('Sun - 2025 - 000 123')).toBe('SUN-2025-000123');
    expect(isPolicyNumber('sun-2025-000123')).toBe(true);
    expect(isPolicyNumber('ABCDEF-2025-000123')).toBe(true);
  });

  it.each(['S-2025-000123', 'ABCDEFG-2025-000123', 'SUN-25-000123', 'SUN-2025-00123', 'SUN2025000123', 'ORD 2025 000123', 'OeZf9TOpTemvAzB4iXW5Gg', ''])(
    'refuses %p',
    (value) => {
      expect(isPolicyNumber(value)).toBe(false);
    },
  );
});

describe('validateImeiLast4', () => {
  it('accepts 4 digits, spaces around them aside', () => {
    expect(validateImeiLast4('7518')).toBeUndefined();
    expect(validateImeiLast4(' 0007 ')).toBeUndefined();
  });

  it('asks for the digits, then for exactly 4 of them', () => {
    expect(validateImeiLast4('')).toBe(IMEI_LAST4_MESSAGES.required);
    expect(validateImeiLast4('   ')).toBe(IMEI_LAST4_MESSAGES.required);
    expect(IMEI_LAST4_MESSAGES.required).toBe("Enter the last 4 digits of the device's IMEI to check a policy number");
    for (const value of ['751', '75180', '75a8', '7 18', '٧٥١٨']) expect(validateImeiLast4(value)).toBe(IMEI_LAST4_MESSAGES.digits);
    expect(IMEI_LAST4_MESSAGES.digits).toBe('The last 4 digits of the IMEI are 4 digits');
  });
});

describe('validatePolicyNumber', () => {
  it('accepts a policy number however it is typed', () => {
    expect(validatePolicyNumber('sun - 2025 - 000123')).toBeUndefined();
  });

  it('asks for the number, then for its shape', () => {
    expect(validatePolicyNumber('  ')).toBe(POLICY_NUMBER_MESSAGES.required);
    expect(validatePolicyNumber('SUN-2025-123')).toBe(POLICY_NUMBER_MESSAGES.format);
    expect(validatePolicyNumber('ORD-2025-000123-9')).toBe(POLICY_NUMBER_MESSAGES.format);
  });
});
