/** The media-kit feature's public face (the media kit's pages and the useful resources): the app shell imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadMediaKitPage = () => import('./routes/media-kit-page');
export const loadBrandGuidelinePage = () => import('./routes/brand-guideline-page');
export const loadVisualElementsPage = () => import('./routes/visual-elements-page');
export const loadSharingTemplatesPage = () => import('./routes/sharing-templates-page');
export const loadWrittenContentPage = () => import('./routes/written-content-page');
export const loadUsefulResourcesPage = () => import('./routes/useful-resources-page');
