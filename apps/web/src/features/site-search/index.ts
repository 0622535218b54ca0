// The site-search feature's face: the business header's search box, loaded after the first paint.
export const loadHeaderSearch = () => import('./components/header-search');
