import { withoutAccents } from './withoutAccents';

test('drops the accents and tone marks of Nigerian names, keeping the letters', () => {
  expect(withoutAccents('Adébáyọ̀')).toBe('Adebayo');
  expect(withoutAccents('Ìbùkúnọlá Ọláyẹmí')).toBe('Ibukunola Olayemi');
  expect(withoutAccents('Ṣadé')).toBe('Sade');
});

test('leaves plain text, digits and the search pattern characters as they are', () => {
  expect(withoutAccents('Chinedu Danjuma')).toBe('Chinedu Danjuma');
  expect(withoutAccents("O'Neil-Eze 50%_")).toBe("O'Neil-Eze 50%_");
});
