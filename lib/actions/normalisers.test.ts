import { nigerianPhone } from './customerInput';
import { optionalImei } from './deviceInput';
import { emailAddress, optionalText, trimmed } from './normalisers';

describe('the argument normalisers', () => {
  it('trim text, optional text becoming null when empty', () => {
    expect(trimmed('  Ngozi ')).toBe('Ngozi');
    expect(optionalText('  NPF/1 ')).toBe('NPF/1');
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(null)).toBeNull();
  });

  it('keep an e-mail address trimmed and in lower case, as the service stores and compares it', () => {
    expect(emailAddress(' Chi.Eze@Example.NG ')).toBe('chi.eze@example.ng');
    expect(emailAddress(' ')).toBeNull();
    expect(emailAddress(null)).toBeNull();
  });

  it('write a Nigerian mobile number in any accepted form as E.164', () => {
    for (const typed of ['0803 123 4567', '234-803-123-4567', '+2348031234567', '2348031234567']) expect(nigerianPhone(typed)).toBe('+2348031234567');
    expect(nigerianPhone(' 12345 ')).toBe('12345');
  });

  it('keep an optional IMEI as its digits, or null', () => {
    expect(optionalImei('35-693803-564380-9')).toBe('356938035643809');
    expect(optionalImei(' ')).toBeNull();
    expect(optionalImei(null)).toBeNull();
  });

  it('change nothing the second time', () => {
    for (const [normalise, typed] of [
      [trimmed, ' a '],
      [nigerianPhone, '0803 123 4567'],
    ] as const)
      expect(normalise(normalise(typed))).toBe(normalise(typed));
    expect(emailAddress(emailAddress(' A@B.NG '))).toBe('a@b.ng');
    expect(optionalImei(optionalImei('3569 3803 5643 809'))).toBe('356938035643809');
  });
});
