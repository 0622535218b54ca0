// The public face of the campaigns module: nothing else needs its internals yet; app.ts registers routes.ts.
export { campaignState } from './campaigns.presenter.js';
