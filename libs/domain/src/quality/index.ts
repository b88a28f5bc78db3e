export * from './call-sampling.js';
export * from './periods.js';
export * from './report-totals.js';
export * from './scorecard.js';
export * from './agent-feedback.js';
