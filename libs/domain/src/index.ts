export * from './errors.js';
export * from './permissions/effective-permissions.js';
export * from './permissions/include-exclude.js';
export * from './permissions/menu-access.js';
export * from './users/password-policy.js';
export * from './filter/compile-filter.js';
export * from './session/session-countdown.js';
export * from './telephony/index.js';
