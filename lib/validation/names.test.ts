import { NAME_MESSAGES, validatePersonName } from './names';

describe('validatePersonName', () => {
  it.each(['Ada', 'Chukwuemeka', "O'Brien", 'O’Neil', 'Bello-Ahmed', 'Mary Jane', 'Adébáyọ̀', 'Ọlá', 'Zoë', 'Ng', ' Tunde '])(
    'accepts %p',
    (name) => {
      expect(validatePersonName(name)).toBeUndefined();
    },
  );

  it.each([
    ['', NAME_MESSAGES.required],
    ['   ', NAME_MESSAGES.required],
    ['A', NAME_MESSAGES.tooShort],
    ['A'.repeat(51), NAME_MESSAGES.tooLong],
    ['Ada1', NAME_MESSAGES.characters],
    ['Ada.', NAME_MESSAGES.characters],
    ['-Ada', NAME_MESSAGES.characters],
    ["'Ada", NAME_MESSAGES.characters],
    ['Ada_Obi', NAME_MESSAGES.characters],
  ])('rejects %p', (name, message) => {
    expect(validatePersonName(name)).toBe(message);
  });

  it('counts characters, not UTF-16 units, as the database does', () => {
    expect(validatePersonName('Ọ'.repeat(50))).toBeUndefined();
  });
});
