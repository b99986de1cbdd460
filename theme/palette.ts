/** Colour math for building a Chakra palette from one brand colour. */

export type Shade = '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i;

export function parseHexColor(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb or #rrggbbaa colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return {
    r: from.r + (to.r - from.r) * amount,
    g: from.g + (to.g - from.g) * amount,
    b: from.b + (to.b - from.b) * amount,
  };
}

const WHITE = { r: 255, g: 255, b: 255 };
const BLACK = { r: 0, g: 0, b: 0 };

// How far each shade moves from the brand colour towards white (negative: towards black).
const STEPS: Record<Shade, number> = {
  '50': 0.92,
  '100': 0.82,
  '200': 0.64,
  '300': 0.44,
  '400': 0.22,
  '500': 0,
  '600': -0.14,
  '700': -0.3,
  '800': -0.46,
  '900': -0.62,
  '950': -0.76,
};

/** Shades 50–950 around the brand colour; 500 is the brand colour exactly (alpha included). */
export function brandShades(hex: string): Record<Shade, string> {
  const base = parseHexColor(hex);
  const entries = Object.entries(STEPS).map(([shade, step]) => {
    if (step === 0) return [shade, hex];
    return [shade, toHex(step > 0 ? mix(base, WHITE, step) : mix(base, BLACK, -step))];
  });
  return Object.fromEntries(entries) as Record<Shade, string>;
}

function channelLuminance(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHexColor(hex);
  return 0.2126 * channelLuminance(r) + 0.7152 * channelLuminance(g) + 0.0722 * channelLuminance(b);
}

/** The text colour (near-black or white) with the better contrast on the brand colour. */
export function readableTextOn(hex: string): '#1a202c' | '#ffffff' {
  const luminance = relativeLuminance(hex);
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (relativeLuminance('#1a202c') + 0.05);
  return onDark >= onWhite ? '#1a202c' : '#ffffff';
}
