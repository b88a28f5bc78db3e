export * from './prng.js';
export * from './calendar.js';
export * from './recording-pool.js';
export * from './channel-names.js';
export * from './sources.js';
export * from './service-levels.js';
