/** The partner feature's public face (the partner panel's home and organisation profile, and the profile parts staff reuse): other features and the app shell import only this file. */
export { partnerProfileQuery } from './api/partner-profile';
export { CompletenessCard } from './components/completeness-card';
export { OrganisationForm } from './components/organisation-form';
export { ContactsSection, CountriesSection, TaxSection } from './components/people-and-places';

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadPartnerHome = () => import('./routes/partner-home');
export const loadPartnerProfilePage = () => import('./routes/partner-profile-page');
