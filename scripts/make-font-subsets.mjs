#!/usr/bin/env node
// Writes theme/fonts/: Inter cut down to what the first screens draw, one file per weight the app uses.
// - inter-basic-<weight>.woff2: printable ASCII, the Latin-1 letters of names and the punctuation the screens
//   use (theme/fonts/basic-characters.json) — about 17.5 kB a weight instead of @fontsource's 23.5 kB latin
//   subset, which every page preloaded.
// - inter-naira-<weight>.woff2: the naira sign (₦, U+20A6) alone: every money screen shows it, and it is the
//   only character of ours outside @fontsource's latin subset (without these files the browser fetched
//   Inter's whole latin-ext subset, ~36 kB per weight, after the first layout found the character).
// theme/fonts/subsets.css declares them after @fontsource's faces, so they are tried first for their
// characters (CSS Fonts 4, "unicode-range": the last face declared is checked first); any other character
// (an accented name) still comes from @fontsource's subsets. The basic code points are in
// theme/fonts/basic-characters.json; theme/fontSubsets.test.ts holds the CSS's ranges to them.
//
// Run after changing @fontsource/inter's version: node scripts/make-font-subsets.mjs (commit the files).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONT_WEIGHTS = [400, 600, 700];

/** [first, last] code points of the basic subset; theme/fonts/subsets.css's `unicode-range` says the same. */
const BASIC_CODE_POINTS = JSON.parse(fs.readFileSync(path.join(root, 'theme/fonts/basic-characters.json'), 'utf8')).ranges;

const characters = (ranges) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

const SUBSETS = [
  { name: 'basic', source: 'latin', text: characters(BASIC_CODE_POINTS) },
  { name: 'naira', source: 'latin-ext', text: '₦' },
];

for (const subset of SUBSETS) {
  for (const weight of FONT_WEIGHTS) {
    const source = path.join(root, `node_modules/@fontsource/inter/files/inter-${subset.source}-${weight}-normal.woff2`);
    const font = await subsetFont(fs.readFileSync(source), subset.text, { targetFormat: 'woff2' });
    const target = path.join(root, `theme/fonts/inter-${subset.name}-${weight}.woff2`);
    fs.writeFileSync(target, font);
    console.log(`${path.relative(root, target)}: ${font.length} bytes`);
  }
}
