/**
 * The libraries every screen runs on (React, the router, TanStack Query, Mantine's core and the few Mantine
 * components the shell itself draws) go into one chunk, `shell`, loaded with the entry, instead of the many small
 * shared chunks the bundler would cut them into: the first paint then waits for a few script requests, not twenty.
 * Only what the entry needs anyway belongs here (a module listed here that only a screen uses would weigh on every
 * first paint); everything else keeps the bundler's own splitting, so screens still load on demand.
 */
const SHELL_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|clsx|@mantine[\\/]core[\\/]esm[\\/](core|utils|components[\\/](Box|Button|Group|Text|Loader|Alert|CloseButton|Transition|UnstyledButton|Burger)))[\\/]/;

export function shellChunkName(id: string): string | null {
  return SHELL_MODULES.test(id) ? 'shell' : null;
}
