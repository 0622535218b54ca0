/** The partner-contributions feature's public face (contributions to a partner's projects: the home figures and the contribution screens): other features and the app shell import only this file. */
export { partnerHomeQuery } from './api/partner-contributions';
export { AttentionList } from './components/attention-list';
export { GivingFigure } from './components/giving-figure';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadContributionsPages = () => import('./routes/contributions-pages');
