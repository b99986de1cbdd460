import fs from 'node:fs';

// patches/next+16.4.6.patch: the pages router's client hydrates the page in a transition, as Next's app
// router does, so React hydrates in ~5 ms slices and a phone can answer a tap between them (docs/decisions.md,
// "Hydration in a transition"). patch-package applies it at install; this fails on an install without it.
describe("Next's pages client", () => {
  it.each(['next/dist/esm/client/index.js', 'next/dist/client/index.js'])('%s hydrates inside startTransition', (file) => {
    const source = fs.readFileSync(require.resolve(file), 'utf8');
    const hydration = /startTransition\(\(\)=>\{\s*reactRoot = [\w.]+\.hydrateRoot\(/;
    expect(source).toMatch(hydration);
    // The unpatched call (hydrateRoot at the top level of renderReactElement) is gone.
    expect(source.match(/hydrateRoot\(/g)).toHaveLength(1);
  });
});
