import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { PAYSTACK_SUCCESS_TEST_CARD, startPaystackStandIn, type PaystackStandIn } from '../../stand-ins/paystack';
import { memoryLogger } from '../src/log';
import { createPaystackGateway, type PaystackGateway } from '../src/payments/paystack/createPaystackGateway';
import { request } from './support/http';
import { documentedExample, startWebhookReceiver } from './support/paystackFakes';

/**
 * The contract with Paystack's own OpenAPI description (stand-ins/paystack/openapi/paystack.yaml, vendored
 * with its commit): (a) every request our adapter sends and (b) every answer the stand-in gives are checked
 * against the operation's JSON request body or its response schema for that status, with ajv. A recording
 * proxy sits between the adapter and the stand-in, so both sides of each exchange are seen as they travel.
 */

const SPEC_FILE = path.join(__dirname, '..', '..', 'stand-ins', 'paystack', 'openapi', 'paystack.yaml');
const SECRET = 'sk_test_contract_tests';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * OpenAPI 3.0 writes "may be null" as `nullable: true`, which JSON Schema (ajv) does not know: with a type,
 * the type list gains "null"; without one, anything was allowed already.
 */
function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable') continue;
    out[key] = toJsonSchema(value);
  }
  if (node.nullable === true && typeof node.type === 'string') out.type = [node.type, 'null'];
  if (node.nullable === true && Array.isArray(node.enum)) out.enum = [...node.enum, null];
  return out;
}

/**
 * Where the spec is stricter than Paystack's own documented examples, the examples win (each is what
 * Paystack sends), and the schema is loosened here, one line each with its reason.
 */
const SPEC_LOOSENED: { pointer: string[]; why: string; apply: (schema: { [key: string]: Json }) => void }[] = [
  {
    pointer: ['components', 'schemas', 'VerifyResponse', 'properties', 'data', 'properties', 'authorization', 'properties', 'signature'],
    why: 'Paystack documents `signature: null` for transfer and USSD authorizations (pwt-events, ussd-event); the spec says string',
    apply: (schema) => {
      schema.type = ['string', 'null'];
    },
  },
];

function specDocument(): { [key: string]: Json } {
  const spec = toJsonSchema(parse(fs.readFileSync(SPEC_FILE, 'utf8')) as Json) as { [key: string]: Json };
  for (const loosening of SPEC_LOOSENED) {
    let node = spec as Json;
    for (const key of loosening.pointer) node = (node as { [key: string]: Json })[key];
    assert.ok(node && typeof node === 'object', `the spec still has ${loosening.pointer.join('/')}`);
    loosening.apply(node as { [key: string]: Json });
  }
  return spec;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

interface Exchange {
  method: string;
  path: string;
  requestBody: unknown;
  status: number;
  answer: unknown;
}

/** Forwards to the stand-in and keeps each request and answer as they travelled. */
async function startRecordingProxy(target: string) {
  const exchanges: Exchange[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      const forwarded = await request(`${target}${incoming.url}`, {
        method: incoming.method,
        headers: Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => ['authorization', 'content-type', 'accept'].includes(name)) as [string, string][]),
        body: body.length > 0 ? body : undefined,
      });
      exchanges.push({
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        requestBody: body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined,
        status: forwarded.status,
        answer: JSON.parse(forwarded.text),
      });
      outgoing.writeHead(forwarded.status, { 'content-type': 'application/json' });
      outgoing.end(forwarded.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('paystack contract: the OpenAPI spec', () => {
  const spec = specDocument();
  const paths = spec.paths as { [template: string]: { [method: string]: { [key: string]: Json } } };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(spec as object, 'paystack');
  const compiled = new Map<string, ValidateFunction>();
  const validator = (pointer: string) => {
    if (!compiled.has(pointer)) compiled.set(pointer, ajv.compile({ $ref: `paystack#${pointer}` }));
    return compiled.get(pointer)!;
  };

  /** The spec's path template for a request path, e.g. `/transaction/verify/{reference}`. */
  const templateOf = (requestPath: string) => {
    const pathname = requestPath.split('?')[0];
    const template = Object.keys(paths).find((candidate) => new RegExp(`^${candidate.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname));
    assert.ok(template, `the spec has no path for ${pathname}`);
    return template;
  };

  function requestSchemaPointer(exchange: Exchange): string {
    const template = templateOf(exchange.path);
    const operation = paths[template][exchange.method.toLowerCase()];
    assert.ok(operation, `the spec has no ${exchange.method} ${template}`);
    return `/paths/${escapePointer(template)}/${exchange.method.toLowerCase()}/requestBody/content/application~1json/schema`;
  }

  /** The response schema for this status, following `$ref`s to components/responses; null when the spec gives none. */
  function responseSchemaPointer(exchange: Exchange): string | null {
    const template = templateOf(exchange.path);
    const base = `/paths/${escapePointer(template)}/${exchange.method.toLowerCase()}/responses`;
    const responses = paths[template][exchange.method.toLowerCase()].responses as { [status: string]: { [key: string]: Json } };
    const key = String(exchange.status) in responses ? String(exchange.status) : 'default';
    const declared = responses[key];
    if (!declared) return null;
    const ref = declared.$ref;
    const pointer = typeof ref === 'string' ? ref.slice(1) : `${base}/${key}`;
    const resolved = typeof ref === 'string' ? (spec.components as { responses: { [name: string]: { [key: string]: Json } } }).responses[ref.split('/').pop()!] : declared;
    const content = resolved.content as { [type: string]: unknown } | undefined;
    return content?.['application/json'] ? `${pointer}/content/application~1json/schema` : null;
  }

  const problems = (validate: ValidateFunction) => JSON.stringify((validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath} ${error.message}`));

  let standIn: PaystackStandIn;
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let gateway: PaystackGateway;

  before(async () => {
    receiver = await startWebhookReceiver();
    standIn = await startPaystackStandIn({ port: 0, secretKey: SECRET, webhookUrl: receiver.url, webhookRetryDelaysMs: [] });
    proxy = await startRecordingProxy(standIn.url);
    gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: proxy.url, retries: 0, log: memoryLogger() });

    // Every call the adapter makes, paid and refused.
    const checkout = await gateway.initializeCheckout({
      reference: 'contract-card',
      amountKobo: 500_000,
      email: 'ada@example.com',
      callbackUrl: 'https://app.example/pay/done',
      channels: ['card', 'bank_transfer'],
      metadata: { order_id: 'o-1' },
    });
    await gateway.verify('contract-card');
    await request(checkout.authorizationUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'card', card_number: PAYSTACK_SUCCESS_TEST_CARD, outcome: 'success' }).toString(),
    });
    const paid = await gateway.verify('contract-card');
    await gateway.chargeAuthorization({ reference: 'contract-renewal', authorizationCode: paid!.authorization!.authorizationCode, email: 'ada@example.com', amountKobo: 90_000, metadata: { renewal: 'r-1' } });
    await gateway.chargeByTransfer({ reference: 'contract-transfer', amountKobo: 30_000, email: 'ada@example.com', accountExpiresAt: new Date(Date.now() + 60_000), metadata: { order_id: 'o-2' } });
    await gateway.verify('contract-transfer');
    await gateway.chargeByUssd({ reference: 'contract-ussd', amountKobo: 30_000, email: 'ada@example.com', bank: '966', metadata: { order_id: 'o-3' } });
    const { customerCode } = await gateway.createCustomer({ email: 'agent@example.com', firstName: 'Ngozi', lastName: 'Eze', phone: '+2348031234567', metadata: { agent_id: 'a-7' } });
    const account = await gateway.assignDedicatedAccount(customerCode);
    await request(`${standIn.url}/__standin/transfers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accountNumber: account!.accountNumber, amountKobo: 10_000 }) });
    const ourRefundId = randomUUID();
    const refund = await gateway.refund({ transactionReference: 'contract-card', amountKobo: 100_000, note: 'partial refund', ourRefundId });
    assert.deepEqual(await gateway.findRefund({ transactionReference: 'contract-card', ourRefundId, since: new Date(Date.now() - 60_000) }), refund);
    // Refusals: a duplicate reference, a reference never made, a wrong key.
    await assert.rejects(gateway.initializeCheckout({ reference: 'contract-card', amountKobo: 100, email: 'ada@example.com', callbackUrl: 'https://app.example', channels: ['card'], metadata: {} }));
    assert.equal(await gateway.verify('contract-never'), null);
    const wrongKey = createPaystackGateway({ secretKey: 'sk_test_wrong', baseUrl: proxy.url, retries: 0, log: memoryLogger() });
    await assert.rejects(wrongKey.verify('contract-card'));
    await wrongKey.close();
    await standIn.webhooks.settled();
  });

  after(async () => {
    await gateway.close();
    await proxy.stop();
    await standIn.stop();
    await receiver.stop();
  });

  it('covers every operation the adapter uses', () => {
    const seen = new Set(proxy.exchanges.map((exchange) => `${exchange.method} ${templateOf(exchange.path)}`));
    assert.deepEqual([...seen].sort(), [
      'GET /refund',
      'GET /transaction/verify/{reference}',
      'POST /charge',
      'POST /customer',
      'POST /dedicated_account',
      'POST /refund',
      'POST /transaction/charge_authorization',
      'POST /transaction/initialize',
    ]);
  });

  it("(a) every request body the adapter sent matches the operation's JSON request schema", () => {
    const posts = proxy.exchanges.filter((exchange) => exchange.method === 'POST');
    assert.ok(posts.length >= 8);
    for (const exchange of posts) {
      const validate = validator(requestSchemaPointer(exchange));
      assert.ok(validate(exchange.requestBody), `${exchange.method} ${exchange.path}: ${problems(validate)}`);
    }
  });

  it("(a) every query the adapter sent names only the operation's documented query parameters, each valid for its schema", () => {
    const queried = proxy.exchanges.filter((exchange) => exchange.path.includes('?'));
    assert.ok(queried.some((exchange) => exchange.method === 'GET' && exchange.path.startsWith('/refund?')), 'list refunds was asked');
    for (const exchange of queried) {
      const template = templateOf(exchange.path);
      const method = exchange.method.toLowerCase();
      const declared = (paths[template][method].parameters ?? []) as { in: string; name: string; schema: { type?: string } }[];
      for (const [name, value] of new URLSearchParams(exchange.path.split('?')[1])) {
        const index = declared.findIndex((parameter) => parameter.in === 'query' && parameter.name === name);
        assert.ok(index >= 0, `${exchange.method} ${template}: the spec documents no query parameter ${name}`);
        const validate = validator(`/paths/${escapePointer(template)}/${method}/parameters/${index}/schema`);
        const typed = declared[index].schema.type === 'integer' ? Number(value) : value;
        assert.ok(validate(typed), `${exchange.method} ${exchange.path} ${name}=${value}: ${problems(validate)}`);
      }
    }
  });

  it("(a) pay-with-transfer's `bank_transfer` is not in the spec's ChargeCreate (it allows extra fields): checked against Paystack's documented request", () => {
    // dist/doc/payments/payment-methods/pwt.js: { email, amount, bank_transfer: { account_expires_at } }.
    const transfer = proxy.exchanges.find((exchange) => exchange.path === '/charge' && (exchange.requestBody as { bank_transfer?: unknown }).bank_transfer);
    const body = transfer?.requestBody as { bank_transfer: { account_expires_at: string }; email: string; amount: number };
    assert.ok(body);
    assert.deepEqual(Object.keys(body.bank_transfer), ['account_expires_at']);
    assert.ok(!Number.isNaN(Date.parse(body.bank_transfer.account_expires_at)));
    assert.equal(typeof body.amount, 'number', 'kobo as an integer, the spec’s type (Paystack also takes a numeric string)');
  });

  it("(b) every answer the stand-in gave matches the spec's response schema for its status", () => {
    const checked: string[] = [];
    const unspecified: string[] = [];
    for (const exchange of proxy.exchanges) {
      const label = `${exchange.method} ${exchange.path} → ${exchange.status}`;
      const data = (exchange.answer as { data?: { status?: string } }).data;
      // The spec's ChargeCreateResponse is the card charge's transaction; the transfer and USSD answers are
      // Paystack's documented `pending_bank_transfer` / `pay_offline` shapes (next test): here the envelope only.
      const pointer =
        exchange.path === '/charge' && (data?.status === 'pending_bank_transfer' || data?.status === 'pay_offline')
          ? '/components/schemas/Response'
          : responseSchemaPointer(exchange);
      if (!pointer) {
        unspecified.push(label);
        continue;
      }
      const validate = validator(pointer);
      assert.ok(validate(exchange.answer), `${label}: ${problems(validate)}`);
      checked.push(label);
    }
    assert.ok(checked.length >= 12, checked.join('\n'));
    // The duplicate reference's 400 on initialize is specified (TransactionInitializeBadRequestModel); 401 and 404 are the spec's Error.
    assert.ok(checked.some((label) => label.startsWith('POST /transaction/initialize') && label.endsWith('400')));
    assert.ok(checked.some((label) => label.endsWith('401')));
    assert.ok(checked.some((label) => label.startsWith('GET /transaction/verify/contract-never') && label.endsWith('404')));
    assert.deepEqual(unspecified, [], 'every status the stand-in answered is declared by the spec');
  });

  it("(b) the transfer and USSD charge answers have the fields of Paystack's documented answers", () => {
    for (const [fixture, status] of [
      ['charge-bank-transfer-200.json', 'pending_bank_transfer'],
      ['charge-ussd-200.json', 'pay_offline'],
    ] as const) {
      const documented = (documentedExample(fixture).body as { data: Record<string, unknown> }).data;
      const answer = proxy.exchanges.find((exchange) => (exchange.answer as { data?: { status?: string } }).data?.status === status)?.answer as {
        status: boolean;
        message: string;
        data: Record<string, unknown>;
      };
      assert.ok(answer, status);
      assert.equal(answer.status, true);
      assert.equal(answer.message, 'Charge attempted');
      assert.deepEqual(Object.keys(answer.data).sort(), Object.keys(documented).sort(), fixture);
    }
  });

  it("the stand-in's webhook events carry every field of Paystack's documented events", () => {
    const sent = standIn.webhooks.events.map((event) => JSON.parse(event.body) as { event: string; data: Record<string, unknown> });
    const documentedKeys = (fixture: string) => Object.keys((documentedExample(fixture).body as { data: Record<string, unknown> }).data);
    const charge = sent.find((event) => event.event === 'charge.success');
    assert.ok(charge);
    for (const key of documentedKeys('event-charge-success-bank-transfer.json')) assert.ok(key in charge.data, `charge.success data.${key}`);
    const refund = sent.find((event) => event.event === 'refund.pending');
    assert.ok(refund);
    for (const key of documentedKeys('event-refund-pending.json')) assert.ok(key in refund.data, `refund.pending data.${key}`);
    const dedicated = sent.find((event) => (event.data.authorization as { channel?: string } | undefined)?.channel === 'dedicated_nuban');
    assert.ok(dedicated, 'a transfer into a dedicated account');
    const documentedAuthorization = (documentedExample('dedicated-nuban-authorization.json').body as { authorization: Record<string, unknown> }).authorization;
    for (const key of Object.keys(documentedAuthorization)) assert.ok(key in (dedicated.data.authorization as object), `dedicated_nuban authorization.${key}`);
  });

  it('is no empty check: the same schemas refuse a verify answer without its id, an initialize body without e-mail, a listed refund without its note', () => {
    const verified = proxy.exchanges.find((exchange) => exchange.path === '/transaction/verify/contract-card' && exchange.status === 200)!;
    const answer = structuredClone(verified.answer) as { data: Record<string, unknown> };
    delete answer.data.id;
    assert.equal(validator(responseSchemaPointer(verified)!)(answer), false);
    const initialize = proxy.exchanges.find((exchange) => exchange.path === '/transaction/initialize')!;
    const body = { ...(initialize.requestBody as Record<string, unknown>) };
    delete body.email;
    assert.equal(validator(requestSchemaPointer(initialize))(body), false);
    const listed = proxy.exchanges.find((exchange) => exchange.path.startsWith('/refund?') && exchange.status === 200)!;
    const list = structuredClone(listed.answer) as { data: Record<string, unknown>[] };
    assert.ok(list.data.length > 0 && validator(responseSchemaPointer(listed)!)(listed.answer));
    delete list.data[0].merchant_note;
    assert.equal(validator(responseSchemaPointer(listed)!)(list), false);
    assert.equal(validator('/paths/~1refund/get/parameters/2/schema')('yesterday'), false, '`from` is a date-time');
  });

  it('names each place the spec was loosened, and why', () => {
    assert.ok(SPEC_LOOSENED.every((loosening) => loosening.why.length > 20));
  });
});
