import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Lru } from '../src/engine/document/lru';

describe('Lru (parsed-document cache)', () => {
  it('keeps at most its capacity, forgetting the least recently used', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    assert.equal(lru.get('a'), 1); // a is now the most recent
    lru.set('c', 3);
    assert.equal(lru.get('b'), undefined);
    assert.equal(lru.get('a'), 1);
    assert.equal(lru.get('c'), 3);
    assert.equal(lru.size, 2);
  });
});
