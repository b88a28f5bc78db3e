export * from './news-audience.js';
export * from './news-rules.js';
