// Zod compiles object parsers with `new Function` unless `jitless` is set. The Content-Security-Policy
// forbids eval, and Zod's own probe for it is a reported violation: parse without it (forms are small).
// Set through the global object Zod's config lives in (shared by every copy of Zod, whichever loads first)
// rather than `config()` from 'zod/v4/core', which would put Zod's core into every page's first load.
// lib/security/zodWithoutEval.test.ts fails if a Zod upgrade moves it.

const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
