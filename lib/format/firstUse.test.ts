import { firstUse } from './firstUse';

describe('firstUse', () => {
  it('makes nothing until the first call, then keeps what it made', () => {
    const create = jest.fn(() => ({ made: true }));
    const value = firstUse(create);
    expect(create).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
