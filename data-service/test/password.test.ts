import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashPassword, verifyPassword } from '../src/auth/password';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash that verifies only the same password', async () => {
    const stored = await hashPassword('demo-password');
    assert.match(stored, /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    assert.equal(await verifyPassword('demo-password', stored), true);
    assert.equal(await verifyPassword('demo-passworD', stored), false);
    assert.equal(await verifyPassword('', stored), false);
  });

  it('salts each hash, unless the seed gives a salt', async () => {
    assert.notEqual(await hashPassword('same'), await hashPassword('same'));
    const salt = Buffer.alloc(16, 7);
    assert.equal(await hashPassword('same', { salt }), await hashPassword('same', { salt }));
  });

  it('treats composed and decomposed accents alike', async () => {
    const stored = await hashPassword('Adébáyọ̀'.normalize('NFC'));
    assert.equal(await verifyPassword('Adébáyọ̀'.normalize('NFD'), stored), true);
  });

  it('verifies hashes made with other parameters, and refuses malformed or too costly ones', async () => {
    const [, , , , salt, key] = (await hashPassword('pw')).split('$');
    assert.equal(await verifyPassword('pw', `scrypt$16384$8$1$${salt}$${key}`), true);
    for (const stored of [
      '',
      'plain-text',
      `bcrypt$16384$8$1$${salt}$${key}`,
      `scrypt$16383$8$1$${salt}$${key}`, // N must be a power of two
      `scrypt$${2 ** 21}$8$1$${salt}$${key}`, // beyond the accepted cost
      `scrypt$16384$8$1$${salt}`,
      `scrypt$16384$8$1$${salt}$not base64!`,
      `scrypt$16384$8$1$${salt}$${key.slice(0, 8)}`,
    ]) {
      assert.equal(await verifyPassword('pw', stored), false, stored);
    }
  });
});
