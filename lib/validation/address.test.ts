import { ADDRESS_MAX_LENGTH, ADDRESS_MESSAGES, validateAddress } from './address';

describe('validateAddress', () => {
  it.each(['12 Allen Avenue, Ikeja', ' Plot 5, Wuse II ', 'Ọ'.repeat(ADDRESS_MAX_LENGTH), 'No. 3 "Green House", O\'Brien Close'])(
    'accepts %p',
    (address) => {
      expect(validateAddress(address)).toBeUndefined();
    },
  );

  it.each([
    ['', ADDRESS_MESSAGES.required],
    ['   ', ADDRESS_MESSAGES.required],
    ['x'.repeat(ADDRESS_MAX_LENGTH + 1), ADDRESS_MESSAGES.tooLong],
    [` ${'Ọ'.repeat(ADDRESS_MAX_LENGTH + 1)} `, ADDRESS_MESSAGES.tooLong],
  ])('rejects %p', (address, message) => {
    expect(validateAddress(address)).toBe(message);
  });

  it('says the limit', () => {
    expect(ADDRESS_MESSAGES.tooLong).toBe('The address can have at most 200 characters');
  });
});
