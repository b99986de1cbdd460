import { createHmac } from 'node:crypto';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { signTermiiBody, startTermiiStandIn, TERMII_STAND_IN_API_KEY, type TermiiStandIn } from '../../stand-ins/termii';
import { request } from './support/http';

/**
 * The Termii stand-in over HTTP: the documented send and its refusals, the signed delivery reports and their
 * retries, the control API's outcomes and switches, and the "Messages sent" page. A small HTTP server here
 * plays our side (the report route). No database.
 */

const API_KEY = 'TL_stand_in_tests';
const SECRET = 'termii_stand_in_tests_secret';
const NUMBER = '2348031234567';

interface ReceivedReport {
  rawBody: string;
  signature: string | undefined;
  body: Record<string, string>;
}

/** Our side's report route: records each report and answers the next queued status (200 once none is left). */
async function startReportReceiver() {
  const received: ReceivedReport[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ rawBody, signature: req.headers['x-termii-signature'] as string | undefined, body: JSON.parse(rawBody) as Record<string, string> });
      res.writeHead(statuses.shift() ?? 200);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages/termii/report`,
    received,
    statuses,
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('termii stand-in', () => {
  let receiver: Awaited<ReturnType<typeof startReportReceiver>>;
  let standIn: TermiiStandIn;

  before(async () => {
    receiver = await startReportReceiver();
    standIn = await startTermiiStandIn({ port: 0, apiKey: API_KEY, secretKey: SECRET, reportUrl: receiver.url, reportDelayMs: 0, reportRetryDelaysMs: [20, 20] });
  });
  after(async () => {
    await standIn.stop();
    await receiver.stop();
  });
  beforeEach(async () => {
    await control('/__standin/reset');
    receiver.received.length = 0;
    receiver.statuses.length = 0;
  });
  afterEach(() => standIn.settled());

  async function control(path: string, body: unknown = {}) {
    const answer = await request(`${standIn.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    assert.equal(answer.status, 200, answer.text);
    return JSON.parse(answer.text) as Record<string, unknown>;
  }

  const validSend = (fields: Record<string, unknown> = {}) => ({ api_key: API_KEY, to: NUMBER, from: 'DevCover', sms: 'Your code is 123456', type: 'plain', channel: 'dnd', ...fields });

  async function send(body: unknown) {
    const answer = await request(`${standIn.url}/api/sms/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
  }

  it("a valid send answers the current docs' 200 shape and keeps the message", async () => {
    // developers.termii.com/messaging-api, "Sample Response - 200 OK":
    // {"code":"ok","balance":1047.57,"message_id":"3017544054459083819856413","message":"Successfully Sent","user":"…","message_id_str":"3017544054459083819856413"}
    const first = await send(validSend());
    assert.equal(first.status, 200);
    assert.deepEqual(Object.keys(first.body), ['code', 'balance', 'message_id', 'message', 'user', 'message_id_str']);
    assert.equal(first.body.code, 'ok');
    assert.equal(first.body.message, 'Successfully Sent');
    assert.equal(first.body.user, 'DeviceCover Stand-in');
    assert.match(String(first.body.message_id), /^[1-9]\d{24}$/);
    assert.equal(typeof first.body.message_id, 'string');
    assert.equal(first.body.message_id_str, first.body.message_id);
    assert.equal(typeof first.body.balance, 'number');

    const [stored] = standIn.messages();
    assert.equal(standIn.messages().length, 1);
    assert.deepEqual(
      { id: stored.id, to: stored.to, from: stored.from, sms: stored.sms, type: stored.type, channel: stored.channel, pages: stored.pages, cost: stored.cost },
      { id: first.body.message_id, to: NUMBER, from: 'DevCover', sms: 'Your code is 123456', type: 'plain', channel: 'dnd', pages: 1, cost: '3.9' },
    );
    assert.ok(Math.abs(Date.parse(stored.receivedAt) - Date.now()) < 5000);

    const second = await send(validSend({ sms: 'x'.repeat(161) }));
    assert.notEqual(second.body.message_id, first.body.message_id, 'one new id per request');
    assert.equal(Math.round(((first.body.balance as number) - (second.body.balance as number)) * 100), 2 * 390, 'two pages at ₦3.90');
  });

  it('counts pages as Termii documents: 160 characters, 70 with a special character or type unicode', async () => {
    const pagesOf = async (sms: string, type = 'plain') => {
      const answer = await send(validSend({ sms, type }));
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return standIn.messages()[0].pages;
    };
    assert.equal(await pagesOf('a'.repeat(160)), 1);
    assert.equal(await pagesOf('a'.repeat(161)), 2);
    assert.equal(await pagesOf(`${'a'.repeat(70)}^`), 2, '^ is one of the special characters Termii names');
    assert.equal(await pagesOf(`${'a'.repeat(69)}€`), 1);
    assert.equal(await pagesOf('Ẹ kú àárọ̀ '.repeat(7)), 2, 'Yoruba diacritics are outside the GSM alphabet');
    assert.equal(await pagesOf('a'.repeat(71), 'unicode'), 2);
  });

  it('an array to: one id for the request, one message and one report per recipient', async () => {
    const other = '2348051112222';
    const answer = await send(validSend({ to: [NUMBER, other] }));
    assert.equal(answer.status, 200);
    assert.deepEqual(
      standIn.messages().map((message) => [message.to, message.id]).sort(),
      [
        [NUMBER, answer.body.message_id],
        [other, answer.body.message_id],
      ].sort(),
    );
    await standIn.settled();
    assert.deepEqual(receiver.received.map((report) => report.body.receiver).sort(), [NUMBER, other].sort());
  });

  it('refuses a missing or wrong api_key with 401 and keeps nothing', async () => {
    for (const body of [validSend({ api_key: 'TL_wrong' }), validSend({ api_key: undefined }), validSend({ api_key: TERMII_STAND_IN_API_KEY })]) {
      const answer = await send(body);
      assert.equal(answer.status, 401, JSON.stringify(body));
      assert.equal(answer.body.code, 'error');
      assert.equal(typeof answer.body.message, 'string');
    }
    assert.equal(standIn.messages().length, 0);
  });

  it('refuses each invalid field with 400 naming it, and keeps nothing', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['to missing', { to: undefined }, /^to /],
      ['to with +', { to: `+${NUMBER}` }, /^to /],
      ['to too short', { to: '234803123' }, /^to /],
      ['to too long', { to: '2348031234567890' }, /^to /],
      ['to as a number', { to: 2348031234567 }, /^to /],
      ['to an empty array', { to: [] }, /^to /],
      ['to a bad number in the array', { to: [NUMBER, '08031234567a'] }, /in to /],
      ['to over 100 numbers', { to: Array.from({ length: 101 }, (_, index) => `23480300${String(index).padStart(5, '0')}`) }, /^to takes at most 100/],
      ['from missing', { from: undefined }, /^from /],
      ['from too short', { from: 'DC' }, /^from /],
      ['from too long', { from: 'DeviceCoverNG' }, /^from /],
      ['from not alphanumeric', { from: 'Dev-Cover' }, /^from /],
      ['sms missing', { sms: undefined }, /^sms /],
      ['sms empty', { sms: '  ' }, /^sms /],
      ['type missing', { type: undefined }, /^type /],
      ['type unknown', { type: 'encrypted' }, /^type /],
      ['channel missing', { channel: undefined }, /^channel /],
      ['channel unknown', { channel: 'voice' }, /^channel /],
      ['media off WhatsApp', { media: { url: 'https://example.com/a.jpg' } }, /^media /],
      ['media without a url', { channel: 'whatsapp', media: { caption: 'x' } }, /^media /],
    ];
    for (const [name, fields, message] of cases) {
      const answer = await send(validSend(fields));
      assert.equal(answer.status, 400, name);
      assert.equal(answer.body.code, 'error', name);
      assert.match(String(answer.body.message), message, name);
    }
    const notJson = await request(`${standIn.url}/api/sms/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'to=234' });
    assert.equal(notJson.status, 400);
    assert.equal(standIn.messages().length, 0);
    // The same body with media on WhatsApp is accepted: the refusals above are the fields' and nothing else.
    assert.equal((await send(validSend({ channel: 'whatsapp', media: { url: 'https://example.com/a.jpg' } }))).status, 200);
  });

  it('sends a signed delivery report, shaped as Termii documents, to the report URL', async () => {
    const sent = await send(validSend({ sms: 'Your cover is active' }));
    await standIn.settled();
    assert.equal(receiver.received.length, 1);
    const [report] = receiver.received;
    const expected = createHmac('sha512', SECRET).update(report.rawBody).digest('hex');
    assert.equal(report.signature, expected);
    assert.equal(signTermiiBody(report.rawBody, SECRET), expected);
    assert.notEqual(report.signature, createHmac('sha512', API_KEY).update(report.rawBody).digest('hex'), 'signed with the secret key, not the api key');

    const { id, sent_at: sentAt, ...rest } = report.body;
    assert.deepEqual(Object.keys(report.body), ['type', 'id', 'message_id', 'receiver', 'sender', 'message', 'sent_at', 'cost', 'status', 'channel']);
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.match(sentAt, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.deepEqual(rest, {
      type: 'outbound',
      message_id: sent.body.message_id,
      receiver: NUMBER,
      sender: 'DevCover',
      message: 'Your cover is active',
      cost: '3.9',
      status: 'Delivered',
      channel: 'dnd',
    });

    const [stored] = standIn.messages();
    assert.equal(stored.status, 'Delivered');
    assert.equal(stored.reports.length, 1);
    assert.equal(stored.reports[0].body, report.rawBody, 'the report kept is the bytes sent');
    assert.deepEqual(
      stored.reports[0].attempts.map((attempt) => attempt.answer),
      [200],
    );
    assert.equal(stored.reports[0].state, 'delivered');
  });

  it('outcomes failed, dnd and expired change the report status; delivered sets a number back', async () => {
    const numbers = { failed: '2348030000001', dnd: '2348030000002', expired: '2348030000003' };
    await control('/__standin/outcomes', { to: numbers.failed, outcome: 'failed' });
    await control('/__standin/outcomes', { to: numbers.dnd, outcome: 'dnd' });
    standIn.setOutcome(numbers.expired, 'expired');
    for (const to of Object.values(numbers)) assert.equal((await send(validSend({ to }))).status, 200);
    await standIn.settled();
    const statusOf = (to: string) => receiver.received.find((report) => report.body.receiver === to)?.body.status;
    assert.equal(statusOf(numbers.failed), 'Message Failed');
    assert.equal(statusOf(numbers.dnd), 'DND Active on Phone Number');
    assert.equal(statusOf(numbers.expired), 'Expired');
    assert.equal(standIn.messages().find((message) => message.to === numbers.dnd)?.status, 'DND Active on Phone Number');

    await control('/__standin/outcomes', { to: numbers.failed, outcome: 'delivered' });
    await send(validSend({ to: numbers.failed }));
    await standIn.settled();
    assert.equal(receiver.received.at(-1)?.body.status, 'Delivered');

    const refused = await request(`${standIn.url}/__standin/outcomes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to: NUMBER, outcome: 'lost' }) });
    assert.equal(refused.status, 400);
  });

  it('unavailable: a send to that number (alone or in an array) answers 503 and keeps nothing; others still send', async () => {
    await control('/__standin/outcomes', { to: NUMBER, outcome: 'unavailable' });
    const alone = await send(validSend());
    assert.equal(alone.status, 503);
    assert.equal(alone.body.code, 'error');
    assert.equal((await send(validSend({ to: ['2348051112222', NUMBER] }))).status, 503);
    assert.equal(standIn.messages().length, 0);
    await standIn.settled();
    assert.equal(receiver.received.length, 0);
    assert.equal((await send(validSend({ to: '2348051112222' }))).status, 200);
  });

  it('fail-next: the next n sends answer the status whatever the number, then sends work again', async () => {
    const { failNext } = await control('/__standin/fail-next', { count: 2, status: 503 });
    assert.deepEqual(failNext, { count: 2, status: 503 });
    assert.equal((await send(validSend())).status, 503);
    assert.equal((await send(validSend({ to: '2348051112222', api_key: 'wrong' }))).status, 503, 'Termii down answers before the key is checked');
    assert.equal(standIn.messages().length, 0);
    assert.equal((await send(validSend())).status, 200);

    standIn.failNext(1, 429);
    assert.equal((await send(validSend())).status, 429);
    assert.equal((await send(validSend())).status, 200);
    assert.equal(standIn.messages().length, 2);
  });

  it('retries a report not answered 2xx on the schedule given, then gives up', async () => {
    receiver.statuses.push(500, 500);
    await send(validSend());
    await standIn.settled();
    assert.equal(receiver.received.length, 3);
    assert.equal(new Set(receiver.received.map((report) => report.rawBody)).size, 1, 'each retry is the same bytes');
    const [report] = standIn.messages()[0].reports;
    assert.deepEqual(
      report.attempts.map((attempt) => attempt.answer),
      [500, 500, 200],
    );
    assert.equal(report.state, 'delivered');

    receiver.received.length = 0;
    receiver.statuses.push(500, 503, 502);
    await send(validSend());
    await standIn.settled();
    assert.equal(receiver.received.length, 3, 'the first try and two retries ([20, 20])');
    const [givenUp] = standIn.messages()[0].reports;
    assert.deepEqual(
      givenUp.attempts.map((attempt) => attempt.answer),
      [500, 503, 502],
    );
    assert.equal(givenUp.state, 'given-up');
  });

  it('GET /__standin/messages lists newest first and filters by recipient', async () => {
    await send(validSend({ sms: 'first' }));
    await send(validSend({ to: '2348051112222', sms: 'second' }));
    await send(validSend({ sms: 'third' }));
    const read = async (query = '') => {
      const answer = await request(`${standIn.url}/__standin/messages${query}`);
      assert.equal(answer.status, 200);
      return (JSON.parse(answer.text) as { messages: { sms: string }[] }).messages.map((message) => message.sms);
    };
    assert.deepEqual(await read(), ['third', 'second', 'first']);
    assert.deepEqual(await read(`?to=${NUMBER}`), ['third', 'first']);
  });

  it('the Messages sent page lists each message with its text escaped, and says when there is none', async () => {
    const empty = await request(`${standIn.url}/`);
    assert.equal(empty.status, 200);
    assert.match(empty.headers['content-type'] ?? '', /^text\/html/);
    assert.match(empty.text, /<html lang="en">/);
    assert.match(empty.text, /<meta name="viewport" content="width=device-width/);
    assert.match(empty.text, /<h1>Messages sent<\/h1>/);
    assert.match(empty.text, /No messages yet\./);
    assert.doesNotMatch(empty.text, /<script/i);

    await send(validSend({ sms: 'older' }));
    await send(validSend({ sms: 'Hi <script>alert("x")</script> & bye' }));
    await standIn.settled();
    const listed = await request(`${standIn.url}/`);
    assert.doesNotMatch(listed.text, /<script/i, 'the text shows as text');
    assert.ok(listed.text.includes('Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; bye'));
    assert.ok(listed.text.indexOf('&lt;script&gt;') < listed.text.indexOf('older'), 'newest first');
    assert.ok(listed.text.includes(NUMBER));
    assert.ok(listed.text.includes('DevCover'));
    assert.match(listed.text, /<dt>Status<\/dt><dd>Delivered<\/dd>/);
    assert.match(listed.text, /Delivered: accepted \(answers: 200\)/);
    assert.doesNotMatch(listed.text, /No messages yet/);
  });

  it('reset forgets messages, outcomes and fail-next, and refills the balance', async () => {
    const before = await send(validSend());
    await control('/__standin/outcomes', { to: NUMBER, outcome: 'unavailable' });
    await control('/__standin/fail-next', { count: 5 });
    await control('/__standin/reset');
    assert.equal(standIn.messages().length, 0);
    const after = await send(validSend());
    assert.equal(after.status, 200, 'neither the outcome nor fail-next survives a reset');
    assert.equal(after.body.balance, before.body.balance);
    standIn.reset();
    assert.equal(standIn.messages().length, 0);
  });

  it('stop() cancels the reports not yet sent', async () => {
    const slow = await startTermiiStandIn({ port: 0, apiKey: API_KEY, secretKey: SECRET, reportUrl: receiver.url, reportDelayMs: 100 });
    const answer = await request(`${slow.url}/api/sms/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validSend()) });
    assert.equal(answer.status, 200);
    await slow.stop();
    await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal(receiver.received.length, 0);
    assert.equal(slow.messages()[0].reports.length, 0);
  });
});
