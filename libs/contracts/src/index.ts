export * from './permissions.js';
export * from './envelope.js';
export * from './filter.js';
export * from './socket-events.js';
export * from './core.js';
export * from './routes.js';
export * from './telephony.js';
