// The public face of the public-site module: the head and first paint of public pages, for the web app's server.
export { headTags, pageHeadFor } from './site-head.service.js';
export type { PageHead } from './site-head.service.js';
