// Packages that must never be in a route's first load (issue 12): each is needed late, by one action or one
// screen, and costs a phone its download and parse on every visit. `routes: 'every'` or a list of pages.
// The only way around an entry is scripts/bench-budget.json's `knownHeavy`, which may only shrink.
export const HEAVY_PACKAGES = [
  { name: 'qrcode.react', routes: 'every', reason: "the card's QR code is server-rendered SVG: showing it needs no encoder in the browser" },
  { name: 'qrcode', routes: 'every', reason: 'the QR encoder behind a QR component, same as qrcode.react' },
  { name: 'papaparse', routes: 'every', reason: 'CSV export (issue 13) runs when the agent asks for the file' },
  { name: 'csv-stringify', routes: 'every', reason: 'CSV export runs when the agent asks for the file' },
  { name: '@sentry-internal/replay', routes: 'every', reason: "Sentry's session replay is lazy-loaded, if ever" },
  { name: '@sentry-internal/replay-canvas', routes: 'every', reason: "Sentry's canvas replay, same as replay" },
  { name: 'react-use-intercom', routes: 'every', reason: "Intercom's loader waits until the agent opens the chat" },
  { name: 'tus-js-client', routes: 'every', reason: 'evidence uploads (issue 33) start on the steps that take a photo, loaded with the photo field' },
  { name: 'browser-image-compression', routes: 'every', reason: 'a photo is compressed when it is taken, by the photo field loaded on its step' },
  { name: 'zod', routes: 'every', reason: "the browser has no schema library; stored drafts are checked by lib/flows' own checker" },
];

/** The heavy packages among `packages` (what a route loaded), for the route `page` (`/account/cards/[id]`). */
export function heavyPackagesIn(page, packages, heavyPackages = HEAVY_PACKAGES) {
  const loaded = new Set(packages);
  return heavyPackages
    .filter((entry) => (entry.routes === 'every' || entry.routes.includes(page)) && loaded.has(entry.name))
    .map((entry) => entry.name);
}
