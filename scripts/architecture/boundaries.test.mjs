// The architecture's rules hold and can fail (docs/architecture.md): the ESLint import zones of
// eslint.boundaries.mjs refuse a deliberate violation of each boundary and let the allowed imports through,
// and no two files of a folder have names that differ only in letter case (a clone on macOS or Windows
// would resolve one import to the other).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { ESLint } from 'eslint';
import { FEATURE_ENTRIES } from '../../eslint.boundaries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** The boundary rule's findings for `source` as if it were the file at `file` (which need not exist). */
async function boundaryFindings(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

const refused = [
  ['lib imports a component', 'lib/format/probe.ts', "import { EmptyState } from '@/components/ui/EmptyState';"],
  ['lib imports a page', 'lib/format/probe.ts', "import OrdersPage from '@/pages/account/orders';"],
  ['a component imports a page', 'components/orders/probe.ts', "import OrdersPage from '@/pages/account/orders';"],
  ['ui imports a feature', 'components/ui/probe.tsx', "import { claimUrl } from '@/components/claims/urls';"],
  ['a feature reaches into another feature', 'components/claims/probe.ts', "import { GetOrder } from '@/components/orders/getOrder';"],
  ['a feature reaches in by a relative path', 'components/claims/probe.ts', "import { GetOrder } from '../orders/getOrder';"],
  ['the engine imports an action', 'data-service/src/engine/probe.ts', "import { buyPlan } from '../actions/handlers/buyPlan';"],
  ['the engine imports the service credentials', 'data-service/src/engine/probe.ts', "import type { ActionAuth } from '../auth/actionAuth';"],
  ['the engine imports a shared rule', 'data-service/src/engine/probe.ts', "import { validateImei } from '@/lib/validation';"],
  ['the app imports the data service', 'components/orders/probe.ts', "import { ACTIONS } from '../../data-service/src/actions/definitions';"],
  ['the data service imports a component', 'data-service/src/actions/probe.ts', "import { orderUrl } from '@/components/orders/urls';"],
  ['the data service imports a stand-in', 'data-service/src/payments/probe.ts', "import { PAYSTACK_STAND_IN_SECRET_KEY } from '../../../stand-ins/paystack';"],
  ['a stand-in imports the data service', 'stand-ins/paystack/probe.ts', "import { isPaystackSignatureValid } from '../../data-service/src/payments/paystack/webhookSignature';"],
];

const allowed = [
  ['a page composes a feature', 'pages/account/probe.tsx', "import { OrderDetailView } from '@/components/orders/OrderDetailView';"],
  ['a feature uses its own modules', 'components/orders/probe.ts', "import { GetOrder } from './getOrder';"],
  ["a feature links to another feature's URLs", 'components/claims/probe.ts', "import { orderUrl } from '@/components/orders/urls';"],
  ["a feature uses another's public entry", 'components/buy-plan/probe.ts', "import { ShareCardButton } from '@/components/cards/ShareCardButton';"],
  ['a feature uses the shell', 'components/orders/probe.ts', "import { AccountLayout } from '@/components/shell/AccountLayout';"],
  ['a feature uses ui and lib', 'components/orders/probe.ts', "import { EmptyState } from '@/components/ui/EmptyState';\nimport { formatMoney } from '@/lib/format/money';"],
  ['the engine answers with the shared codes', 'data-service/src/engine/probe.ts', "import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';"],
  ['an action uses a shared rule', 'data-service/src/actions/probe.ts', "import { validateImei } from '@/lib/validation';"],
  ['a lib test uses a real query document', 'lib/lists/probe.test.ts', "import { GetOrder } from '@/components/orders/getOrder';"],
  ['a data-service test starts a stand-in', 'data-service/test/probe.test.ts', "import { startPaystackStandIn } from '../../stand-ins/paystack';"],
];

describe('layer and feature boundaries (eslint.boundaries.mjs)', () => {
  for (const [name, file, source] of refused) {
    it(`refuses: ${name}`, async () => {
      assert.equal((await boundaryFindings(file, source)).length, 1, `${file}: ${source}`);
    });
  }
  for (const [name, file, source] of allowed) {
    it(`allows: ${name}`, async () => {
      assert.deepEqual(await boundaryFindings(file, source), [], `${file}: ${source}`);
    });
  }
});

describe('public entries', () => {
  it('every module FEATURE_ENTRIES names exists (a moved one is no entry left open)', () => {
    const missing = Object.entries(FEATURE_ENTRIES).flatMap(([feature, files]) =>
      files.map((file) => `components/${feature}/${file}`).filter((file) => !fs.existsSync(path.join(root, file))),
    );
    assert.deepEqual(missing, []);
  });
});

describe('file names', () => {
  it('no two files of a folder differ only in letter case (extensions aside)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    const seen = new Map();
    const clashes = [];
    for (const file of files) {
      const { dir, name } = path.parse(file);
      // `orderList.ts` and `OrderList.tsx`: `import './OrderList'` finds either where case is ignored.
      const key = path.join(dir, name.replace(/\.(test|spec)$/, '')).toLowerCase();
      const other = seen.get(key);
      if (other !== undefined && path.parse(other).name.replace(/\.(test|spec)$/, '') !== name.replace(/\.(test|spec)$/, '')) clashes.push(`${other} ~ ${file}`);
      else seen.set(key, file);
    }
    assert.deepEqual(clashes, []);
  });
});
