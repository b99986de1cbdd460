import assert from 'node:assert/strict';
import { NO_OBJECT_STORE } from '../src/storage/notConfigured';
import { describe, it } from 'node:test';
import { ALL_ACTIONS } from '@/lib/actions/allActions';
import type { ActionAuth } from '../src/auth/actionAuth';
import { ACTIONS, CUSTOM_TYPES } from '../src/actions/definitions';
import { actionHandlers } from '../src/actions/handlers';
import { paymentDoubles } from './support/paymentDoubles';

// The wire contract is printed from lib/actions; the schema check and the Hasura export pin it whole.
describe('the action declarations', () => {
  it('each have a handler, and each handler a declaration', () => {
    // Making the handlers uses none of the credentials, nor the gateway.
    const handlers = actionHandlers({} as ActionAuth, paymentDoubles().services, NO_OBJECT_STORE);
    assert.deepEqual(Object.keys(handlers).sort(), ALL_ACTIONS.map((action) => action.name).sort());
  });

  it('print their arguments (the idempotency key first), output type and roles as Hasura reads them', () => {
    const fundWallet = ACTIONS.find((action) => action.name === 'fund_wallet');
    assert.deepEqual(fundWallet, {
      name: 'fund_wallet',
      definition: { type: 'mutation', arguments: 'idempotency_key: uuid!, amount_kobo: bigint!', output_type: 'fund_wallet_output!' },
      permissions: [{ role: 'agent' }],
    });
    const byName = new Map(ACTIONS.map((action) => [action.name, action]));
    assert.deepEqual(byName.get('login')?.permissions, [{ role: 'anonymous' }, { role: 'agent' }, { role: 'claims_officer' }, { role: 'partner_ops' }, { role: 'supervisor' }]);
    assert.deepEqual(byName.get('advance_claim')?.permissions, [{ role: 'back_office' }, { role: 'claims_officer' }]);
    assert.equal(byName.get('quote_plan')?.definition.output_type, '[plan_quote!]!');
    assert.equal(byName.get('logout')?.definition.arguments, '');
    assert.match(byName.get('verify_card')?.definition.arguments ?? '', /^"The card's verification code \(exact\), or its policy number \(case and spaces ignored\)" code: String!, /);
  });

  it('print each type they name once, with its descriptions', () => {
    assert.equal(CUSTOM_TYPES.match(/^input device_input \{$/gm)?.length, 1);
    assert.match(CUSTOM_TYPES, /^type payment_state \{$/m);
    assert.match(CUSTOM_TYPES, /\n {2}"""Null when the partner does not allow postpaid plans\."""\n {2}postpaid_instalment_kobo: bigint\n/);
  });
});
