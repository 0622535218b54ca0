/** The profiles feature's public face (public impact profiles and the business listing): other features and the app shell import only this file. */
export { BusinessCard } from './components/business-card';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadProfilePage = () => import('./routes/profile-page');
export const loadBusinessListingPage = () => import('./routes/business-listing-page');
export const loadPersonalProfileEditPage = () => import('./routes/personal-profile-edit-page');
export const loadCompanyProfileEditPage = () => import('./routes/company-profile-edit-page');
