// The public face of the project-updates module: what other modules, the seed and the plugins may import.
export { presentFeedItem } from './updates.presenter.js';
export { findUpdates, publishedAnd } from './project-updates-shared.service.js';
