/** The catalogue feature's public face (the project catalogue: its project card and screens): other features and the app shell import only this file. */
export { ProjectCard } from './components/project-card';
export { prefetchCatalogue, prefetchProjectDetail } from './api/first-read';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadProjectDetailPage = () => import('./routes/project-detail-page');
export const loadViewAllProjectsPage = () => import('./routes/view-all-projects-page');
