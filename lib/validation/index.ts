/**
 * Input rules shared by the app's forms and the data service (one copy of each rule). Each
 * `validate*` returns the message to show, verbatim, or undefined when the value is valid; the
 * messages are exported so tests and screens can name them. No React, no npm dependencies.
 */
export * from './address';
export * from './claim';
export * from './dates';
export * from './device';
export * from './eligibility';
export * from './email';
export * from './idNumber';
export * from './imei';
export * from './luhn';
export * from './money';
export * from './names';
export * from './options';
export * from './phone';
export * from './protectionCard';
export * from './states';
export * from './uuid';
