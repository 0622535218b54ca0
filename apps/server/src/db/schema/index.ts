export * from './lookups.js';
export * from './users.js';
export * from './partners.js';
export * from './accounts.js';
export * from './giving.js';
export * from './cart.js';
export * from './files.js';
export * from './impact.js';
