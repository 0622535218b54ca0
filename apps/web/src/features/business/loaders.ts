// The business screens' loaders that reach into the impact feature (through its index.ts only).

/** The impact overview of the business Home; fetched by the Home's loader at once, so both chunks load side by side. */
export const loadImpactOverview = () => import('../impact').then((impact) => impact.loadImpactOverview());

/** The business 'Home' (/impact): the screen, with its impact overview fetched beside it. */
export const loadBusinessHome = () => {
  void loadImpactOverview();
  return import('./routes/business-home');
};
