import type { ObjectStore } from './objectStore';

const unavailable = (): never => {
  throw new Error('no evidence file store is configured in this data service');
};

/** A store that refuses every call: for the benchmarks and the tests that start no evidence files (they send none). */
export const NO_OBJECT_STORE: ObjectStore = {
  description: 'none',
  put: async () => unavailable(),
  get: async () => unavailable(),
  delete: async () => unavailable(),
  signedUrl: async () => unavailable(),
};
