// The public face of the stories module: what other modules, the seed and the staff screens may import.
// The reads of stories and their months of automated giving are here for the back-office (recurring giving).
export { findStory, findStoryEvenDeleted, findStoryLines, findStoryRuns, findStoryContributions, findStoriesPage, findStoryImpact } from './stories-shared.service.js';
export type { StoryRow, StoryRunRow, StoryLineRow } from './stories-shared.service.js';
export { assertLinesGivable, loadStory, setApiBatchPeriod, setAutomation } from './stories.service.js';
export { manageUrlOf } from './story-manage.service.js';
export { CHARGE_CONCURRENCY, chargeKeyOf, giveDueStories } from './recurring-giving.job.js';
export { presentStory, presentStoryRun, presentStoryContribution } from './stories.presenter.js';
