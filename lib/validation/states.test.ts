import { NIGERIAN_STATES, STATE_MESSAGES, STATE_OPTIONS, validateState } from './states';

describe('Nigerian states', () => {
  it('lists the 36 states and the FCT, once each', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    expect(new Set(NIGERIAN_STATES).size).toBe(37);
    expect(NIGERIAN_STATES).toContain('Federal Capital Territory');
    expect(NIGERIAN_STATES).toContain('Lagos');
    expect(NIGERIAN_STATES).toContain('Akwa Ibom');
  });

  it('offers them after an empty option', () => {
    expect(STATE_OPTIONS[0]).toEqual({ value: '', label: 'Select state' });
    expect(STATE_OPTIONS).toHaveLength(38);
  });

  it('accepts only a listed state', () => {
    expect(validateState('Kano')).toBeUndefined();
    expect(validateState('')).toBe(STATE_MESSAGES.required);
    expect(validateState('lagos')).toBe(STATE_MESSAGES.required);
    expect(validateState('Abuja')).toBe(STATE_MESSAGES.required);
  });
});
