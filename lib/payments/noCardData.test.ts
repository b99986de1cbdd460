import fs from 'node:fs';
import path from 'node:path';

// Issue 30: the card is typed on the payment gateway's page only. This fails if a card field or the old
// `card_input` comes back into the app (its screens, its code, its routes) or into the API the app is
// generated from. Tests are not scanned (they name these to check they are absent).

const ROOT = path.resolve(__dirname, '../..');
const APP_FOLDERS = ['components', 'lib', 'pages'];
const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** What a card field or card data in the app looks like. */
const CARD_SIGNS: readonly [string, RegExp][] = [
  ['card_input (the retired GraphQL input)', /\bcard_input\b/],
  ['a card-number field', /\bcardNumber\b|\bcard_number\b/],
  ['a CVV field', /\bcardCvv\b|\bcvv\b/i],
  ['a card-expiry field', /\bcardExpiry\b|\bexpiry_month\b|\bexpiry_year\b/],
  ['card autofill', /autoComplete=["']cc-|autocomplete=["']cc-/i],
  ['a test card number', /4084\s?0840\s?8408\s?4081|4000\s?0000\s?0000\s?0002/],
];

/** The persisted flows name the retired card fields only to drop them from an old draft. */
const DROPS_RETIRED_FIELDS = new Set(['lib/flows/buyPlanFlow.ts', 'lib/flows/fundWalletFlow.ts']);

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !SOURCE.test(entry.name) || TEST.test(entry.name)) return [];
    const file = path.relative(ROOT, path.join(entry.parentPath, entry.name));
    return file.split(path.sep).includes('generated') ? [] : [file];
  });
}

describe('no card data in the app', () => {
  const files = APP_FOLDERS.flatMap(sourceFiles);

  it('scans the app’s code', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('components/buy-plan/PaymentStep.tsx');
  });

  it.each(CARD_SIGNS)('has no trace of %s in components/, lib/ or pages/', (_what, sign) => {
    const found = files.filter((file) => !DROPS_RETIRED_FIELDS.has(file) && sign.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('has no card_input in the schema the app is generated from, nor in the generated types', () => {
    const schemas = fs.readdirSync(path.join(ROOT, 'data-service/schema')).filter((name) => name.endsWith('.graphql'));
    expect(schemas.length).toBeGreaterThan(0);
    for (const file of [...schemas.map((name) => `data-service/schema/${name}`), 'lib/graphql/generated/graphql.ts']) {
      expect({ file, cardInput: /\bcard_input\b|\bCard_Input\b/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')) }).toEqual({ file, cardInput: false });
    }
  });

  it('keeps the retired card fields out of what the flows store', () => {
    for (const file of DROPS_RETIRED_FIELDS) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(text).toMatch(/RETIRED_FIELDS = \[/);
    }
  });
});
