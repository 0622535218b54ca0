/** The partner-documents feature's public face (documents and resources shared with partners): other features and the app shell import only this file. */
export { ResourcesManager, StaffDocumentsPanel } from './components/documents-place';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadResourcesPage = () => import('./routes/resources-page');
