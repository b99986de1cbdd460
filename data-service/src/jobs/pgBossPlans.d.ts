// The two statements of pg-boss 10 that it runs without awaiting them (node_modules/pg-boss/src/manager.js,
// `watch`): pgBossDb.ts recognises them by their text so that their failure cannot become an unhandled rejection.
declare module 'pg-boss/src/plans' {
  export function completeJobs(schema: string): string;
  export function failJobsById(schema: string): string;
}
