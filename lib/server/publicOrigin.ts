/** The run-time setting every link for customers is built on (the card's QR code, Share). */
export const PUBLIC_URL_VARIABLE = 'APP_PUBLIC_URL';

export type PublicOriginSetting = { origin: string } | { problem: string };

type Env = Partial<Record<'APP_PUBLIC_URL' | 'NODE_ENV' | 'PORT', string>>;

const EXAMPLE = `${PUBLIC_URL_VARIABLE}=https://agents.sunline.ng`;

/**
 * The app's public origin from `APP_PUBLIC_URL`: an http(s) origin, nothing after the host but a `/`.
 * Never the request's Host or X-Forwarded-Host, which a client (or a proxy set up wrongly) chooses. Unset
 * outside production (`next dev`, tests): `http://localhost:<PORT>`, where `next dev` serves; unset in
 * production: a problem, and the server refuses to start (instrumentation.ts).
 */
export function publicOriginSetting(env: Env): PublicOriginSetting {
  const value = env.APP_PUBLIC_URL?.trim();
  if (!value) {
    if (env.NODE_ENV !== 'production') return { origin: `http://localhost:${env.PORT?.trim() || '3000'}` };
    return { problem: `${PUBLIC_URL_VARIABLE} is not set: set it to the address customers open this app at, e.g. ${EXAMPLE}` };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `${PUBLIC_URL_VARIABLE} is not a URL ("${value}"): give the app's public address, e.g. ${EXAMPLE}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { problem: `${PUBLIC_URL_VARIABLE} must start with https:// (or http://), not ${url.protocol}//` };
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[?#]$/.test(value)) {
    return { problem: `${PUBLIC_URL_VARIABLE} must be an origin only, with no credentials, path, query or fragment ("${value}"), e.g. ${EXAMPLE}` };
  }
  return { origin: url.origin };
}

/** The configured public origin, e.g. `https://agents.sunline.ng`; throws when there is none (the server would not have started). */
export function appPublicOrigin(): string {
  const setting = publicOriginSetting(process.env);
  if ('problem' in setting) throw new Error(setting.problem);
  return setting.origin;
}

/**
 * At the server's start (instrumentation.ts): without a usable APP_PUBLIC_URL it exits saying what to set,
 * rather than serve cards whose QR code goes nowhere (or wherever a request's headers say).
 */
export function exitWithoutPublicOrigin(): void {
  const setting = publicOriginSetting(process.env);
  if ('problem' in setting) {
    console.error(`The app cannot start: ${setting.problem}`);
    process.exit(1);
  }
}
