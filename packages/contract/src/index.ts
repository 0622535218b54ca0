export * from './envelope.js';
export * from './messages.js';
export * from './constants.js';
export * from './format.js';
export * from './auth.js';
export * from './users.js';
export * from './lookups.js';
export * from './accounts.js';
