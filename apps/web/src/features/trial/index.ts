/** The trial feature's public face (the trial sign-up): other features and the app shell import only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadTrialRegistrationPage = () => import('./routes/trial-registration-page');
