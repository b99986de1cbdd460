// The layers and feature boundaries (docs/architecture.md), as eslint-plugin-import's `no-restricted-paths`
// zones: pages → components → lib; components/ui is lib-like; a feature folder of components/ imports
// another feature only through that feature's public entry below; the data service's engine imports no
// business code; the app and the data service share only lib/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Every feature's `urls.ts` is public; these are the other modules a feature offers the rest of the app. */
export const FEATURE_ENTRIES = {
  // The account frame every screen sits in.
  shell: [
    'AccountLayout.tsx',
    'AccountSessionContext.ts',
    'BrandBar.tsx',
    'ColorModeToggle.tsx',
    'LoadingScreen.tsx',
    'getAccountServerSideProps.ts',
    'getCurrentAgent.ts',
    // The menu's shape: /office's shell has its own.
    'accountNavItems.ts',
  ],
  partner: ['PartnerContext.ts', 'getPartnerByCode.ts'],
  // The device form and summary, shared by onboarding, a customer's "Add device", orders and claims.
  device: ['DeviceFields.tsx', 'DeviceSummary.tsx', 'deviceExistsError.ts', 'deviceFormRules.ts', 'deviceFormValues.ts'],
  chat: ['ChatContext.ts', 'ChatProvider.tsx'],
  // The photo field of the sale's inspection, the claim form and the claim screen; a claim's photo slots of
  // one kind; stored files as thumbnails with their short-lived links (the agent's claim screen and the desk's).
  evidence: ['EvidenceField.tsx', 'EvidenceSlotList.tsx', 'claimEvidenceWords.ts', 'waitForUploads.ts', 'EvidenceThumbnails.tsx', 'evidenceLinks.ts', 'fetchAgentEvidenceLinks.ts'],
  cards: ['ShareCardButton.tsx', 'cardStatusDisplay.ts'],
  // The sale's customer picker asks the customers list's query.
  customers: ['CustomerContact.tsx', 'customerListQuery.ts', 'devicePlanStatus.ts'],
  // The dashboard shows the first few of the renewal to-do list.
  renewals: ['renewalGroups.ts', 'instalmentToDo.ts', 'renewalToDo.ts', 'RenewalToDoList.tsx'],
  // An order id nobody can see: the same answer on every screen that names an order in its URL.
  orders: ['OrderNotFound.tsx'],
  // The claims desk's queue reads claims by the agent's list's status choice and search rule; its claim
  // screen carries the same timeline and notes thread.
  claims: ['claimList.ts', 'claimListQuery.ts', 'ClaimListControls.tsx', 'ClaimNotes.tsx', 'ClaimNoteForm.tsx', 'ClaimTimeline.tsx'],
  // A payment's operations, its waiting screens' parts and the checkout's way out, for the sale and the wallet;
  // the panel for a payment the customer makes now, for an instalment and a claim's excess.
  payments: [
    'PaymentHistory.tsx',
    'PaymentInstructions.tsx',
    'usePaymentWatch.ts',
    'paymentStateFields.ts',
    'getPaymentStatus.ts',
    'confirmPayment.ts',
    'goToCheckout.ts',
    'PayNowPanel.tsx',
    'useKeyedPayment.ts',
  ],
};

const featureFolders = fs
  .readdirSync(path.join(root, 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui')
  .map((entry) => entry.name);

const featureZones = featureFolders.map((feature) => ({
  target: `./components/${feature}`,
  from: './components',
  except: [
    `./${feature}`,
    './ui',
    ...featureFolders.filter((other) => other !== feature).flatMap((other) => ['urls.ts', ...(FEATURE_ENTRIES[other] ?? [])].map((file) => `./${other}/${file}`)),
  ],
  message: `A feature imports another only through its public entry (its urls.ts and FEATURE_ENTRIES in eslint.boundaries.mjs).`,
}));

const DATA_SERVICE_BUSINESS = ['actions', 'auth', 'payments', 'seed', 'metadata', 'migrate', 'http', 'service.ts', 'main.ts', 'config.ts'];

const LIB_BELOW_COMPONENTS = { target: './lib', from: ['./components', './pages'], message: 'lib/ is below components/ and pages/: move the piece into lib, or the caller up.' };

export const BOUNDARY_ZONES = [
  LIB_BELOW_COMPONENTS,
  { target: './components', from: './pages', message: 'components/ never import pages/: pages compose components.' },
  { target: './components/ui', from: './components', except: ['./ui'], message: 'components/ui holds pieces no feature owns: it imports only ui and lib.' },
  ...featureZones,
  {
    target: './data-service/src/engine',
    from: DATA_SERVICE_BUSINESS.map((part) => `./data-service/src/${part}`),
    message: 'The engine is generic (Hasura-like): business code is given to it, never imported by it.',
  },
  {
    target: './data-service/src/engine',
    from: './lib',
    except: ['./domain/errorCodes.ts'],
    message: 'The engine imports from lib/ only the codes it answers with (lib/domain/errorCodes).',
  },
  { target: './data-service', from: ['./components', './pages'], message: 'The data service shares only lib/ with the app.' },
  { target: ['./lib', './components', './pages'], from: './data-service', message: 'The app talks to the data service over GraphQL only.' },
  {
    target: ['./data-service/src', './lib', './components', './pages'],
    from: './stand-ins',
    message: 'A stand-in is a test double of an outside service: shipped code never imports it (tests and scripts start it).',
  },
  {
    target: './stand-ins',
    from: ['./data-service', './lib', './components', './pages'],
    message: "A stand-in speaks the outside service's API from its own code: it shares none of ours, so it cannot agree with our bugs.",
  },
];

const restricted = (zones) => ({ 'import/no-restricted-paths': ['error', { basePath: root, zones }] });

// Tests and lib/testing's kits may use components to test lib (a real query document, a real store).
const TEST_CODE = ['**/*.test.ts', '**/*.test.tsx', 'lib/testing/**'];

export const boundaries = [
  { files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.js'], ignores: TEST_CODE, rules: restricted(BOUNDARY_ZONES) },
  { files: TEST_CODE, rules: restricted(BOUNDARY_ZONES.filter((zone) => zone !== LIB_BELOW_COMPONENTS)) },
];
