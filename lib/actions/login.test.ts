import { loginIdentifier } from './login';

describe('loginIdentifier', () => {
  it.each([
    ['08030000001', '+2348030000001'],
    [' +234 803 000 0001 ', '+2348030000001'],
    ['2348030000001', '+2348030000001'],
    [' Amaka.Okonkwo@Example.NG ', 'amaka.okonkwo@example.ng'],
    ['Not-A-Phone', 'not-a-phone'],
    ['0801', '0801'],
  ])('sends %j as %j', (typed, sent) => {
    expect(loginIdentifier(typed)).toBe(sent);
    expect(loginIdentifier(sent)).toBe(sent);
  });
});
