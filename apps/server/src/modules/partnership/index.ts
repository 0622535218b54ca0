// The public face of the partnership module: what other modules, the seed and the plugins may import.
export { refreshCompanyLevel } from './partnership.service.js';
