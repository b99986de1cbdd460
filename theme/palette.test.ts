import { brandShades, parseHexColor, readableTextOn, relativeLuminance } from './palette';

describe('brand palette', () => {
  it('keeps the brand colour, alpha included, as shade 500', () => {
    expect(brandShades('#F22121E5')['500']).toBe('#F22121E5');
    expect(brandShades('#ffcb05')['500']).toBe('#ffcb05');
  });

  it('runs from light to dark around the brand colour', () => {
    const shades = brandShades('#57AFE9');
    const order = ['50', '100', '200', '300', '400', '600', '700', '800', '900', '950'] as const;
    const luminances = order.map((shade) => relativeLuminance(shades[shade]));
    expect([...luminances].sort((a, b) => b - a)).toEqual(luminances);
    expect(shades['50']).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('puts dark text on yellow and white text on red', () => {
    expect(readableTextOn('#ffcb05')).toBe('#1a202c');
    expect(readableTextOn('#F22121E5')).toBe('#ffffff');
  });

  it('rejects anything but #rrggbb or #rrggbbaa', () => {
    expect(() => parseHexColor('red')).toThrow(RangeError);
    expect(() => parseHexColor('#fff')).toThrow(RangeError);
  });
});
