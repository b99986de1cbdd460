/**
 * @jest-environment node
 */
import { appPublicOrigin, exitWithoutPublicOrigin, publicOriginSetting } from './publicOrigin';

describe('publicOriginSetting', () => {
  it('is the configured origin, in its normal form', () => {
    expect(publicOriginSetting({ APP_PUBLIC_URL: 'https://agents.sunline.ng', NODE_ENV: 'production' })).toEqual({ origin: 'https://agents.sunline.ng' });
    expect(publicOriginSetting({ APP_PUBLIC_URL: ' HTTPS://Agents.Sunline.NG:443/ ', NODE_ENV: 'production' })).toEqual({ origin: 'https://agents.sunline.ng' });
    expect(publicOriginSetting({ APP_PUBLIC_URL: 'http://127.0.0.1:3100', NODE_ENV: 'production' })).toEqual({ origin: 'http://127.0.0.1:3100' });
  });

  it('defaults to where `next dev` serves outside production', () => {
    expect(publicOriginSetting({ NODE_ENV: 'development' })).toEqual({ origin: 'http://localhost:3000' });
    expect(publicOriginSetting({ NODE_ENV: 'development', PORT: '3005', APP_PUBLIC_URL: ' ' })).toEqual({ origin: 'http://localhost:3005' });
  });

  it('has no default in production: the server must be told', () => {
    expect(publicOriginSetting({ NODE_ENV: 'production' })).toEqual({
      problem: 'APP_PUBLIC_URL is not set: set it to the address customers open this app at, e.g. APP_PUBLIC_URL=https://agents.sunline.ng',
    });
  });

  it.each([
    ['a bare host', 'agents.sunline.ng', /is not a URL/],
    ['another scheme', 'javascript:alert(1)', /must start with https:\/\//],
    ['a path', 'https://agents.sunline.ng/app', /origin only/],
    ['a query', 'https://agents.sunline.ng/?x=1', /origin only/],
    ['an empty query', 'https://agents.sunline.ng?', /origin only/],
    ['a fragment', 'https://agents.sunline.ng#top', /origin only/],
    ['credentials', 'https://user:secret@agents.sunline.ng', /origin only/],
  ])('refuses %s, in development too', (_, value, problem) => {
    for (const NODE_ENV of ['production', 'development']) {
      const setting = publicOriginSetting({ APP_PUBLIC_URL: value, NODE_ENV });
      expect(setting).toEqual({ problem: expect.stringMatching(problem) });
    }
  });
});

describe('appPublicOrigin', () => {
  const saved = process.env.APP_PUBLIC_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.APP_PUBLIC_URL;
    else process.env.APP_PUBLIC_URL = saved;
  });

  it('reads APP_PUBLIC_URL at run time', () => {
    process.env.APP_PUBLIC_URL = 'https://agents.redwave.ng/';
    expect(appPublicOrigin()).toBe('https://agents.redwave.ng');
  });

  it('throws the problem rather than guess', () => {
    process.env.APP_PUBLIC_URL = 'agents.redwave.ng';
    expect(() => appPublicOrigin()).toThrow('APP_PUBLIC_URL is not a URL');
  });
});

describe('exitWithoutPublicOrigin', () => {
  const saved = { APP_PUBLIC_URL: process.env.APP_PUBLIC_URL, NODE_ENV: process.env.NODE_ENV };
  afterEach(() => {
    Object.assign(process.env, saved);
    if (saved.APP_PUBLIC_URL === undefined) delete process.env.APP_PUBLIC_URL;
    jest.restoreAllMocks();
  });

  it('stops a production server that was not told its public address, saying what to set', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(process.env, { NODE_ENV: 'production' });
    delete process.env.APP_PUBLIC_URL;

    exitWithoutPublicOrigin();

    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^The app cannot start: APP_PUBLIC_URL is not set: .*APP_PUBLIC_URL=https:\/\//));
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('lets a server with a usable one start', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    Object.assign(process.env, { NODE_ENV: 'production', APP_PUBLIC_URL: 'https://agents.sunline.ng' });

    exitWithoutPublicOrigin();

    expect(exit).not.toHaveBeenCalled();
  });
});
