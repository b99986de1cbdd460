#!/usr/bin/env node
// Writes theme/fonts/inter-naira-<weight>.woff2: Inter's naira sign (₦, U+20A6) alone, one file per weight the
// app uses. Every money screen shows amounts in naira, and ₦ is the only character of ours outside
// @fontsource's latin subset: without these files the browser fetches Inter's whole latin-ext subset (~36 kB
// per weight, after the first layout finds the character) to draw one glyph. theme/fonts/naira.css declares
// them after @fontsource's faces, so they are tried first for U+20A6 (CSS Fonts 4, "unicode-range": the last
// face declared is checked first).
//
// Run after changing @fontsource/inter's version: node scripts/make-naira-font.mjs (commit the files).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAIRA_FONT_WEIGHTS = [400, 600, 700];

for (const weight of NAIRA_FONT_WEIGHTS) {
  const source = path.join(root, `node_modules/@fontsource/inter/files/inter-latin-ext-${weight}-normal.woff2`);
  const subset = await subsetFont(fs.readFileSync(source), '₦', { targetFormat: 'woff2' });
  const target = path.join(root, `theme/fonts/inter-naira-${weight}.woff2`);
  fs.writeFileSync(target, subset);
  console.log(`${path.relative(root, target)}: ${subset.length} bytes`);
}
