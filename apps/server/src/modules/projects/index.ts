// The public face of the projects module: what other modules, the seed and the plugins may import.
export { describeState, onlyFilled } from './project-state.js';
export type { ProjectState } from './project-state.js';
export { applyState, insertProject } from './projects-shared.service.js';
