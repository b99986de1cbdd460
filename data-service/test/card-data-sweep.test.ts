import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { cardNumberPattern, sweepDatabase, sweepLogs } from '../../scripts/e2e-card-data-sweep';

// The check after the e2e run (scripts/e2e.mjs) that no card number is anywhere we keep things: it must find
// one planted in any schema's table or in any log, in the groups people write it in, and not take an IMEI
// (15 digits that pass the same Luhn check) or the card's last four for one.

const CARD = '4084084084084081';

describe('the card-data sweep after the e2e run', () => {
  it('knows a card number whole, in groups of four, or with dashes, and nothing shorter', () => {
    const pattern = cardNumberPattern([CARD]);
    for (const text of [CARD, '4084 0840 8408 4081', '4084-0840-8408-4081', `{"pan":"${CARD}"}`]) assert.match(text, pattern, text);
    for (const text of ['•••• 4081', '408408', '490154203237518', '408408408408408']) assert.doesNotMatch(text, pattern, text);
  });

  it('finds a card number in a table of any schema, and in a log or an error report', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-sweep-'));
    try {
      const dataDir = path.join(dir, 'db');
      const db = await PGlite.create({ dataDir });
      await db.exec(`CREATE SCHEMA queue; CREATE TABLE queue.job (data jsonb); CREATE TABLE public.payment (note text, amount bigint);
        INSERT INTO public.payment VALUES ('card •••• 4081', 600000);`);
      await db.close();
      const pattern = cardNumberPattern([CARD]);
      assert.deepEqual(await sweepDatabase(dataDir, pattern), [], 'the last four digits are no card number');

      const again = await PGlite.create({ dataDir });
      await again.query(`INSERT INTO queue.job VALUES ($1)`, [JSON.stringify({ card: '4084 0840 8408 4081' })]);
      await again.close();
      const found = await sweepDatabase(dataDir, pattern);
      assert.equal(found.length, 1);
      assert.equal(found[0].place, 'table queue.job');

      const logDir = path.join(dir, 'logs');
      fs.mkdirSync(logDir);
      fs.writeFileSync(path.join(logDir, 'data-service.log'), 'data service listening\npayment PAY-2026-000001 settled\n');
      assert.deepEqual(sweepLogs(logDir, pattern), []);
      fs.writeFileSync(path.join(logDir, 'error-reports.log'), `{"message":"bad card ${CARD}"}\n`);
      assert.deepEqual(sweepLogs(logDir, pattern).map((finding) => finding.place), ['log error-reports.log']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
