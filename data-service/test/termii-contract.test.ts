import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { memoryLogger } from '../src/log';
import { SmsProviderUnavailableError, SmsRefusedError } from '../src/messages/smsProvider';
import { termiiReportStatus } from '../src/messages/termii/termiiReport';
import { createTermiiSms, TERMII_CHANNEL } from '../src/messages/termii/termiiSms';

/**
 * The Termii adapter against Termii's own documented requests and answers (a local server plays Termii,
 * answering the docs' examples verbatim). Sources, with the notes they come from in docs/decisions.md
 * ("Messages: Termii"):
 * - Send message: https://developers.termii.com/messaging-api — `POST {base URL}/api/sms/send`, body
 *   `api_key`, `to` ("international format", e.g. 23490126727), `from`, `sms`, `type`, `channel`.
 * - Its "Sample Response - 200 OK" (current docs) and the older docs' "Response" (below, verbatim).
 * - Errors: https://developers.termii.com/error — status codes only; no error body is documented.
 * - Delivery reports: https://developers.termii.com/events-and-reports — "a valid event is raised with an
 *   header X-Termii-Signature which is a HMAC SHA512 signature of the event payload signed with your
 *   secret key", the status table, and the "Webhook Notification Data" example (below, verbatim).
 */

const CURRENT_SEND_ANSWER = `{
  "code": "ok",
  "balance": 1047.57,
  "message_id": "3017544054459083819856413",
  "message": "Successfully Sent",
  "user": "Oluwatobiloba Fatunde",
  "message_id_str": "3017544054459083819856413"
}`;
const OLDER_SEND_ANSWER = `{
  "message_id": "9122821270554876574",
  "message": "Successfully Sent",
  "balance": 9,
  "user": "Peter Mcleish"
}`;
const DOCUMENTED_REPORT = `{
   "type":"outbound",
   "message_id":"5964465985113503103",
   "receiver":"2343459509389",
   "sender":"N-Alert",
   "message":"Your Termii confirmation code is 234u53.",
   "sent_at":"2020-12-16 11:34:36",
   "cost":"3.9",
   "command":"deliver",
   "status":"DELIVERED | Message delivered to handset",
   "channel":"Number Api"
}`;

const API_KEY = 'TLcontract_test_key';
const SECRET = 'contract_test_secret';

interface Received {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

describe('Termii adapter (contract with Termii’s documented API)', () => {
  let server: Server;
  let baseUrl: string;
  const received: Received[] = [];
  let answer: { status: number; body: string } | 'hang-up' = { status: 200, body: CURRENT_SEND_ANSWER };
  const log = memoryLogger();

  before(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, contentType: req.headers['content-type'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
        if (answer === 'hang-up') {
          req.socket.destroy();
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const termii = () => createTermiiSms({ baseUrl: `${baseUrl}/`, apiKey: API_KEY, secretKey: SECRET, timeoutMs: 2_000, log });

  it('sends the documented request: the key in the body, the number without "+", the dnd route, plain text', async () => {
    answer = { status: 200, body: CURRENT_SEND_ANSWER };
    const sent = await termii().send({ to: '+2348031234567', from: 'Sunline', text: 'Sunline Protect: Ada, your Screen Guard is active. Paid NGN 6,000.' });
    const request = received.at(-1);
    assert.deepEqual([request?.method, request?.url, request?.contentType], ['POST', '/api/sms/send', 'application/json']);
    assert.deepEqual(request?.body, {
      api_key: API_KEY,
      to: '2348031234567',
      from: 'Sunline',
      sms: 'Sunline Protect: Ada, your Screen Guard is active. Paid NGN 6,000.',
      type: 'plain',
      channel: TERMII_CHANNEL,
    });
    assert.equal(TERMII_CHANNEL, 'dnd');
    // The current docs' id has 25 digits: read as the text it is, never through a JSON number.
    assert.deepEqual(sent, { reference: '3017544054459083819856413' });
    assert.ok(!log.lines.some((line) => line.includes('2348031234567') || line.includes(API_KEY)), 'neither the number nor the key is logged');
  });

  it('reads the older documented answer too, and sends a text outside GSM-7 as unicode', async () => {
    answer = { status: 200, body: OLDER_SEND_ANSWER };
    assert.deepEqual(await termii().send({ to: '+2348031234567', from: 'Sunline', text: 'Paid ₦6,000' }), { reference: '9122821270554876574' });
    assert.equal(received.at(-1)?.body.type, 'unicode');
  });

  it('takes a refusal as final (a bad number, an unregistered sender, a refused key) and no answer or Termii’s overload as worth another try', async () => {
    const send = () => termii().send({ to: '+2348031234567', from: 'Sunline', text: 'Hello' });
    answer = { status: 400, body: '{"message":"Invalid Sender Id"}' };
    await assert.rejects(send(), (error: unknown) => error instanceof SmsRefusedError && error.httpStatus === 400 && /Invalid Sender Id/.test(error.message));
    answer = { status: 401, body: '{"message":"Unauthorized"}' };
    await assert.rejects(send(), SmsRefusedError);
    assert.ok(log.lines.some((line) => /API key was refused; check TERMII_API_KEY/.test(line)));
    answer = { status: 200, body: '<html>maintenance</html>' };
    await assert.rejects(send(), SmsRefusedError);
    for (const status of [429, 500, 503]) {
      answer = { status, body: '' };
      await assert.rejects(send(), SmsProviderUnavailableError, `HTTP ${status}`);
    }
    answer = 'hang-up';
    await assert.rejects(send(), SmsProviderUnavailableError);
    const closed = createTermiiSms({ baseUrl: 'http://127.0.0.1:9', apiKey: API_KEY, secretKey: SECRET, timeoutMs: 1_000, log });
    await assert.rejects(closed.send({ to: '+2348031234567', from: 'Sunline', text: 'Hello' }), SmsProviderUnavailableError);
  });

  it('believes the documented delivery report only with its signature, hex or base64, over the exact body', () => {
    const raw = Buffer.from(DOCUMENTED_REPORT);
    const mac = createHmac('sha512', SECRET).update(raw);
    const hex = mac.digest('hex');
    const base64 = Buffer.from(hex, 'hex').toString('base64');
    const report = { reference: '5964465985113503103', status: 'DELIVERED', providerStatus: 'DELIVERED | Message delivered to handset' };
    assert.deepEqual(termii().readReport(raw, hex), report);
    assert.deepEqual(termii().readReport(raw, hex.toUpperCase()), report);
    assert.deepEqual(termii().readReport(raw, base64), report);
    assert.equal(termii().readReport(raw, undefined), null);
    assert.equal(termii().readReport(raw, createHmac('sha512', 'another key').update(raw).digest('hex')), null);
    assert.equal(termii().readReport(Buffer.from(DOCUMENTED_REPORT.replace('DELIVERED', 'Message Failed')), hex), null, 'a body changed after signing');
  });

  it('reads each status of Termii’s table in our words, and not an inbound message or a word it does not document', () => {
    const table: [string, string | null][] = [
      ['Delivered', 'DELIVERED'],
      ['DELIVERED | Message delivered to handset', 'DELIVERED'],
      ['Message Sent', 'SENT'],
      ['DND Active on Phone Number', 'UNDELIVERED'],
      ['Message Failed', 'UNDELIVERED'],
      ['Rejected', 'UNDELIVERED'],
      ['Expired', 'UNDELIVERED'],
      ['Received', null],
      ['Queued somewhere', null],
    ];
    assert.deepEqual(
      table.map(([words]) => [words, termiiReportStatus(words)]),
      table,
    );
  });
});
