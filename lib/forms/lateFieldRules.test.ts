import { lateFieldRules } from './lateFieldRules';

interface Values {
  name: string;
}

const required = { name: (value: string) => (value === '' ? 'Enter the name' : undefined) };

describe('rules that load after the form', () => {
  it('refuses to check before they have loaded, then checks with the loaded rules', async () => {
    const late = lateFieldRules<Values>(['name'], async () => required);
    expect(() => late.rules.name('', { name: '' }, '2026-11-28')).toThrow('ran before the form');
    await late.ready();
    expect(late.rules.name('', { name: '' }, '2026-11-28')).toBe('Enter the name');
    expect(late.rules.name('Ada', { name: 'Ada' }, '2026-11-28')).toBeUndefined();
  });

  it('loads once however often it is asked', async () => {
    const load = jest.fn(async () => required);
    const late = lateFieldRules<Values>(['name'], load);
    await Promise.all([late.ready(), late.ready()]);
    await late.ready();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a load that failed (offline), and checks once one succeeds', async () => {
    const load = jest.fn<Promise<typeof required>, []>().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValueOnce(required);
    const late = lateFieldRules<Values>(['name'], load);
    await expect(late.ready()).resolves.toBe(false);
    expect(() => late.rules.name('', { name: '' }, '2026-11-28')).toThrow();
    await expect(late.ready()).resolves.toBe(true);
    expect(late.rules.name('', { name: '' }, '2026-11-28')).toBe('Enter the name');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
