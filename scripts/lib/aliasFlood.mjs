// Issue 11's attack, for the test that proves the data service withstands it (data-service/test/
// security-limits.test.ts) and the benchmark that measures what it costs others (bench-data-service.mjs,
// case alias-flood): anonymous addresses each sending 1,400 aliased verify_card as fast as they are answered.
import { Worker } from 'node:worker_threads';

/** `{a0:verify_card(…){valid} a1:…}`: `n` aliased lookups by sequential policy numbers, written tight (under the 100 kB body limit). */
export function aliasedLookups(n) {
  return `{${Array.from({ length: n }, (_, i) => `a${i}:verify_card(code:"SUN-2026-${String(i).padStart(6, '0')}",imei_last4:"0000"){valid}`).join(' ')}}`;
}

// The attackers run in a worker thread, as they would on other machines: not on the event loop that times
// or asks anything else. Each sends again as soon as it is answered, naming its address in X-Forwarded-For.
const FLOOD_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const { url, body, addresses, control } = workerData;
const flags = new Int32Array(control);
const codes = {};
Promise.all(addresses.map(async (address) => {
  while (Atomics.load(flags, 0) === 0) {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body });
    const answer = await response.json();
    const code = answer.errors?.[0]?.extensions?.code ?? 'answered';
    codes[code] = (codes[code] ?? 0) + 1;
    Atomics.add(flags, 1, 1);
  }
})).then(() => parentPort.postMessage(codes), (error) => parentPort.postMessage({ failed: String(error) }));
`;

/** Starts the flood of `lookups` aliased lookups at `url` from `addresses`. */
export function startFlood(url, addresses, lookups = 1400) {
  const control = new SharedArrayBuffer(8);
  const flags = new Int32Array(control);
  const body = JSON.stringify({ query: aliasedLookups(lookups) });
  const worker = new Worker(FLOOD_WORKER, { eval: true, workerData: { url, body, addresses, control } });
  const codes = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    answered: () => Atomics.load(flags, 1),
    async stop() {
      Atomics.store(flags, 0, 1);
      const counted = await codes;
      await worker.terminate();
      if (typeof counted.failed === 'string') throw new Error(`the attackers failed: ${counted.failed}`);
      return counted;
    },
  };
}
