/** An sRGB colour with alpha 0–1, for comparing a brand's hex colour with what the browser computed. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (e.g. `#F22121E5`) to channels. */
export function hexToRgba(hex: string): Rgba {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match) throw new RangeError(`Not a hex colour: ${hex}`);
  let digits = match[1];
  if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
  const channel = (i: number) => parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
}

/** Parses Chromium's computed colour: `rgb(r, g, b)`, `rgba(r, g, b, a)` or `color(srgb r g b / a)`. */
export function parseCssColour(value: string): Rgba {
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i.exec(value.trim());
  if (rgb) {
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha(rgb[4]) };
  }
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+%?))?\s*\)$/i.exec(value.trim());
  if (srgb) {
    return { r: Number(srgb[1]) * 255, g: Number(srgb[2]) * 255, b: Number(srgb[3]) * 255, a: alpha(srgb[4]) };
  }
  throw new RangeError(`Unsupported computed colour: ${value}`);
}

function alpha(value: string | undefined): number {
  if (value === undefined) return 1;
  return value.endsWith('%') ? Number(value.slice(0, -1)) / 100 : Number(value);
}

/** The string Chromium reports for a hex colour: `rgb(…)` when opaque, `rgba(…, a)` with a rounded alpha. */
export function toCssRgb(hex: string): string {
  const { r, g, b, a } = hexToRgba(hex);
  return a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Number(a.toFixed(3))})`;
}

/** Same colour within rounding: channels within 1, alpha within 0.01 (Chromium keeps alpha in 8 bits). */
export function sameColour(computed: string, hex: string): boolean {
  const actual = parseCssColour(computed);
  const expected = hexToRgba(hex);
  return (
    Math.abs(actual.r - expected.r) <= 1 &&
    Math.abs(actual.g - expected.g) <= 1 &&
    Math.abs(actual.b - expected.b) <= 1 &&
    Math.abs(actual.a - expected.a) <= 0.01
  );
}
