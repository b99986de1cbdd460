import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('shows a Nigerian mobile number in its local form, grouped', () => {
    expect(formatPhone('+2348031234567')).toBe('0803 123 4567');
  });

  it('leaves any other number as stored', () => {
    expect(formatPhone('+447700900123')).toBe('+447700900123');
  });
});
