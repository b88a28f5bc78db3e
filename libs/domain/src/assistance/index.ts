export * from './partner-catalogue.js';
export * from './partner-rules.js';
export * from './temporary-information.js';
export * from './map-geometry.js';
export * from './place-names.js';
export * from './map-towns.js';
