import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { SerialQueue } from '../src/db/serialQueue';
import { DatabaseUnavailableError } from '../src/db/types';

const busy = (error: unknown) => error instanceof DatabaseUnavailableError && error.code === 'database-busy' && error.retryAfterSeconds >= 1;

describe('the one-connection queue (PGlite)', () => {
  it('runs tasks one at a time, in arrival order, whatever each one does', async () => {
    const queue = new SerialQueue({ maxWaitMs: 1000 });
    const order: string[] = [];
    const task = (name: string, ms: number, fail = false) => () =>
      sleep(ms).then(() => {
        order.push(name);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([queue.run(task('a', 20)), queue.run(task('b', 1, true)), queue.run(task('c', 5))]);
    assert.deepEqual(order, ['a', 'b', 'c']);
    assert.deepEqual(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled']);
  });

  it('refuses, without running it, a task whose turn came after its bound', async () => {
    const refused: DatabaseUnavailableError[] = [];
    const queue = new SerialQueue({ maxWaitMs: 50, onRefused: (error) => refused.push(error) });
    let ranLate = false;
    const slow = queue.run(() => sleep(120));
    const late = queue.run(async () => {
      ranLate = true;
    });
    await slow;
    await assert.rejects(late, busy);
    assert.equal(ranLate, false, 'a refused task never runs');
    assert.equal(refused.length, 1, 'the refusal is reported');
    // The queue goes on serving.
    assert.equal(await queue.run(async () => 'next'), 'next');
  });

  it('refuses at once a task that would wait longer than its bound, from the run times of contended tasks', async () => {
    const queue = new SerialQueue({ maxWaitMs: 100 });
    // Ten 30 ms tasks, each with others waiting (unbounded, so they all run): the average run time becomes known.
    await Promise.all(Array.from({ length: 10 }, () => queue.run(() => sleep(30), { bounded: false })));
    const ahead = Array.from({ length: 4 }, () => queue.run(() => sleep(30), { bounded: false }));
    const startedAt = Date.now();
    await assert.rejects(queue.run(async () => 'too late anyway'), busy);
    assert.ok(Date.now() - startedAt < 20, 'refused at once, not after waiting');
    await Promise.all(ahead);
  });

  it('does not learn a wait from a long task that ran alone (a migration at startup)', async () => {
    const queue = new SerialQueue({ maxWaitMs: 100 });
    await queue.run(() => sleep(300));
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => queue.run(async () => i)));
    assert.equal(burst.length, 20);
  });

  it('never refuses a task that had nothing ahead of it: a late turn then is the event loop\'s lag, not a queue', async () => {
    const queue = new SerialQueue({ maxWaitMs: 10 });
    const alone = queue.run(async () => 'ran');
    const until = Date.now() + 50;
    while (Date.now() < until); // the event loop is busy elsewhere (startup compiling modules, say)
    assert.equal(await alone, 'ran');
  });

  it('never refuses an unbounded task (closing the database waits for the work ahead)', async () => {
    const queue = new SerialQueue({ maxWaitMs: 10 });
    const slow = queue.run(() => sleep(60));
    const close = queue.run(async () => 'closed', { bounded: false });
    await slow;
    assert.equal(await close, 'closed');
  });
});
