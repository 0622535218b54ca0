export * from './lookups.js';
export * from './users.js';
export * from './partners.js';
