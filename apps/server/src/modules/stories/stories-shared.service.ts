// The reads of this module's repository that other modules (the back-office's recurring giving) and the seed
// use, through index.ts: they stay behind this service so no other module reaches into the repository itself.
export { findStory, findStoryEvenDeleted, findStoryLines, findStoryRuns, findStoryContributions, findStoriesPage, findStoryImpact } from './stories.repository.js';
export type { StoryRow, StoryRunRow, StoryLineRow } from './stories.repository.js';
