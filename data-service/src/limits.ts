import net from 'node:net';
import { z } from 'zod';
import { wholeNumber } from './envValues';

/**
 * What one caller may cost the service. Each limit answers its own error code (see docs/decisions.md,
 * "Cost limits"); the defaults leave every screen of the app and the e2e suite far below them.
 */
export interface Limits {
  /** Distinct response keys at the root of one operation (aliases count, fragments are expanded). */
  maxRootFields: number;
  /** Aliased fields with sub-selections (relationships, lists) anywhere in one operation, fragments expanded. */
  maxAliases: number;
  /** Requests in one batched HTTP body (a JSON array). */
  maxBatchOperations: number;
  /** Largest answer to one request, in bytes of JSON. */
  maxResponseBytes: number;
  /** Deepest nesting of an input value (a variable's JSON, an argument literal). */
  maxInputDepth: number;
  /** Root fields a client address may ask without a token, per minute (bursts up to a minute's worth); 0: no limit. */
  anonymousRootFieldsPerMinute: number;
  /** Anonymous lookups answering nothing (a wrong card code or IMEI digits) per address and hour; 0: no limit. */
  lookupMissesPerHour: number;
  /** Addresses (or CIDR ranges) whose X-Forwarded-For is believed: the app's server, a load balancer. */
  trustedProxies: readonly string[];
}

export const DEFAULT_LIMITS: Limits = {
  maxRootFields: 20,
  maxAliases: 50,
  maxBatchOperations: 10,
  maxResponseBytes: 2 * 1024 * 1024,
  maxInputDepth: 32,
  anonymousRootFieldsPerMinute: 300,
  lookupMissesPerHour: 60,
  // The app's server runs beside the service and forwards its visitors' addresses.
  trustedProxies: ['127.0.0.1', '::1'],
};

/** `127.0.0.1`, `::1`, `10.0.0.0/8`, `fd00::/8`. */
export function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** The limits' environment variables, for the service's configuration schema. */
export const limitsEnvShape = {
  DATA_SERVICE_MAX_ROOT_FIELDS: wholeNumber({ min: 1 }, DEFAULT_LIMITS.maxRootFields),
  DATA_SERVICE_MAX_ALIASES: wholeNumber({ min: 0 }, DEFAULT_LIMITS.maxAliases),
  DATA_SERVICE_MAX_BATCH: wholeNumber({ min: 1 }, DEFAULT_LIMITS.maxBatchOperations),
  DATA_SERVICE_MAX_RESPONSE_BYTES: wholeNumber({ min: 1024 }, DEFAULT_LIMITS.maxResponseBytes),
  DATA_SERVICE_MAX_INPUT_DEPTH: wholeNumber({ min: 2 }, DEFAULT_LIMITS.maxInputDepth),
  DATA_SERVICE_ANONYMOUS_ROOT_FIELDS_PER_MINUTE: wholeNumber({ min: 0 }, DEFAULT_LIMITS.anonymousRootFieldsPerMinute),
  DATA_SERVICE_LOOKUP_MISSES_PER_HOUR: wholeNumber({ min: 0 }, DEFAULT_LIMITS.lookupMissesPerHour),
  // Empty counts as unset (the default), as for every variable; `none` trusts no proxy.
  DATA_SERVICE_TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value) => {
      if (value === undefined || value.trim() === '') return [...DEFAULT_LIMITS.trustedProxies];
      return value.trim() === 'none' ? [] : value.split(',').map((entry) => entry.trim()).filter(Boolean);
    })
    .refine((entries) => entries.every(isAddressOrRange), {
      message: 'must be a comma-separated list of IP addresses or CIDR ranges, or none',
    }),
};

type LimitsEnv = { [K in keyof typeof limitsEnvShape]: z.output<(typeof limitsEnvShape)[K]> };

export function limitsFromEnv(values: LimitsEnv): Limits {
  return {
    maxRootFields: values.DATA_SERVICE_MAX_ROOT_FIELDS,
    maxAliases: values.DATA_SERVICE_MAX_ALIASES,
    maxBatchOperations: values.DATA_SERVICE_MAX_BATCH,
    maxResponseBytes: values.DATA_SERVICE_MAX_RESPONSE_BYTES,
    maxInputDepth: values.DATA_SERVICE_MAX_INPUT_DEPTH,
    anonymousRootFieldsPerMinute: values.DATA_SERVICE_ANONYMOUS_ROOT_FIELDS_PER_MINUTE,
    lookupMissesPerHour: values.DATA_SERVICE_LOOKUP_MISSES_PER_HOUR,
    trustedProxies: values.DATA_SERVICE_TRUSTED_PROXIES,
  };
}
