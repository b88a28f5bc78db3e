export * from './report-range.js';
export * from './figures.js';
export * from './acd-details.js';
export * from './agent-productivity.js';
export * from './exten.js';
export * from './queue-intervals.js';
export * from './report-schedule.js';
export * from './report-charts.js';
