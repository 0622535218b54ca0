// The reference lists (countries, states, industries, categories, roles) as the lookup routes serve them.
export { findCountries, findCountry, findCountryByCode, findStatesOfCountry, findIndustries, findCategories, findImpactCategories, findRolesWithGroups } from './lookups.repository.js';
