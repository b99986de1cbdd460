import * as cookie from 'cookie';
import { parse, serialize } from './documentCookie';

// The `cookie` package is what the browser's jar used before: these two must read and write
// document.cookie as it does.
describe('documentCookie', () => {
  it.each([
    '',
    'a=1',
    'DC_AGENT_TOKEN=abc.def.ghi; DC_AGENT_USER=%7B%22id%22%3A%22x%22%7D',
    ' spaced = value with spaces ; other=2',
    'dup=first; dup=second',
    'broken=%E0%A4%A; fine=%41',
    'noequals; a=1; =empty-name; b=',
    'quoted="in quotes"; eq=a=b=c',
    'x=1;;;y=2',
  ])('reads %j as `cookie` does', (text) => {
    expect({ ...parse(text) }).toEqual({ ...cookie.parse(text) });
  });

  it.each([
    ['DC_AGENT_TOKEN', 'jwt.with.dots', { path: '/', sameSite: 'lax' as const, secure: false, maxAge: 3600 }],
    ['DC_AGENT_USER', '{"id":"x","name":"Adé; Ọlá=1"}', { path: '/', sameSite: 'lax' as const, secure: true, maxAge: 60 }],
    ['DC_AGENT_TOKEN', '', { path: '/', sameSite: 'lax' as const, secure: true, maxAge: -1 }],
    ['DC_AGENT_TOKEN', 'x', { path: '/', sameSite: 'lax' as const, secure: false }],
  ])('writes %s as `cookie` does', (name, value, options) => {
    expect(serialize(name, value, options)).toBe(cookie.serialize(name, value, options));
  });

  it('refuses what `cookie` refuses: a name with a separator, a fractional max-age', () => {
    const options = { path: '/', sameSite: 'lax' as const, secure: false };
    expect(() => serialize('bad name;', 'x', options)).toThrow(TypeError);
    expect(() => serialize('a', 'x', { ...options, maxAge: 1.5 })).toThrow(TypeError);
  });
});
