/**
 * @jest-environment node
 */
import { getToken, getUser, removeToken, saveToken } from './cookieStore';

describe('cookie store on the server without a Next context', () => {
  it('reads no session', () => {
    expect(getToken()).toBeUndefined();
    expect(getUser()).toBeUndefined();
  });

  it('reports a save or remove that nookies would silently skip', () => {
    expect(() => saveToken('jwt', 60_000)).toThrow('Could not save token to cookie store');
    expect(() => removeToken()).toThrow('Could not remove token from cookie store');
  });
});
