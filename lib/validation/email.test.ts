import { EMAIL_MESSAGES, validateEmail } from './email';

describe('validateEmail', () => {
  it.each(['ada@example.com', 'ada.obi+shop@mail.example.ng', ' ada@example.com '])('accepts %p', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each([
    ['ada', EMAIL_MESSAGES.format],
    ['ada@example', EMAIL_MESSAGES.format],
    ['ada@@example.com', EMAIL_MESSAGES.format],
    ['ada obi@example.com', EMAIL_MESSAGES.format],
    ['@example.com', EMAIL_MESSAGES.format],
    [`${'a'.repeat(250)}@example.com`, EMAIL_MESSAGES.tooLong],
  ])('rejects %p', (email, message) => {
    expect(validateEmail(email)).toBe(message);
  });

  it('requires a value unless told it is optional', () => {
    expect(validateEmail('')).toBe(EMAIL_MESSAGES.required);
    expect(validateEmail('  ', { required: true })).toBe(EMAIL_MESSAGES.required);
    expect(validateEmail('', { required: false })).toBeUndefined();
    expect(validateEmail('nope', { required: false })).toBe(EMAIL_MESSAGES.format);
  });
});
