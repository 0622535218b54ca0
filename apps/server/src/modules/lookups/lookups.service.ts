// The reference lists (countries, states, industries, categories, roles) as the lookup routes serve them.
import * as repo from './lookups.repository.js';

/** Every country, by name. */
export const findCountries: typeof repo.findCountries = (...args) => repo.findCountries(...args);

/** A country by id, or undefined. */
export const findCountry: typeof repo.findCountry = (...args) => repo.findCountry(...args);

/** A country by its ISO code, or undefined. */
export const findCountryByCode: typeof repo.findCountryByCode = (...args) => repo.findCountryByCode(...args);

/** A country's states. */
export const findStatesOfCountry: typeof repo.findStatesOfCountry = (...args) => repo.findStatesOfCountry(...args);

/** The industries, by name. */
export const findIndustries: typeof repo.findIndustries = (...args) => repo.findIndustries(...args);

/** The project categories, by name. */
export const findCategories: typeof repo.findCategories = (...args) => repo.findCategories(...args);

/** The impact categories, in their order. */
export const findImpactCategories: typeof repo.findImpactCategories = (...args) => repo.findImpactCategories(...args);

/** The roles, each with its role group. */
export const findRolesWithGroups: typeof repo.findRolesWithGroups = (...args) => repo.findRolesWithGroups(...args);
