import fs from 'node:fs';
import path from 'node:path';
import basic from './fonts/basic-characters.json';

// theme/fonts/subsets.css declares our cuts of Inter (scripts/make-font-subsets.mjs). A character the CSS
// claims but the file lacks would draw in a fallback font; one the file has but the CSS does not claim
// would fetch @fontsource's whole subset for it. Both come from basic-characters.json.
const css = fs.readFileSync(path.join(__dirname, 'fonts', 'subsets.css'), 'utf8');
const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();

describe("Inter's subsets (theme/fonts/subsets.css)", () => {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    weight: /font-weight:\s*(\d+)/.exec(body)?.[1],
    src: /url\(\.\/([^)]+)\)/.exec(body)?.[1],
    range: /unicode-range:\s*([^;]+);/.exec(body)?.[1].trim(),
  }));

  it('declares the basic subset in each weight with the code points it was cut to', () => {
    const range = basic.ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
    const basicFaces = faces.filter((face) => face.src?.startsWith('inter-basic-'));
    expect(basicFaces.map((face) => face.weight)).toEqual(['400', '600', '700']);
    for (const face of basicFaces) {
      expect(face.range).toBe(range);
      expect(fs.existsSync(path.join(__dirname, 'fonts', face.src!))).toBe(true);
    }
  });

  it('declares the naira sign alone in each weight', () => {
    const naira = faces.filter((face) => face.src?.startsWith('inter-naira-'));
    expect(naira.map((face) => [face.weight, face.range])).toEqual([
      ['400', 'U+20A6'],
      ['600', 'U+20A6'],
      ['700', 'U+20A6'],
    ]);
  });

  it('covers the punctuation and symbols the screens write', () => {
    const covered = (char: string) => basic.ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);
    for (const char of ['•', '’', '…', '→', '·', '–', '“', '”', '—', '−', '×']) expect(covered(char)).toBe(true);
  });
});
