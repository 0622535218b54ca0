/**
 * Whether the server may take calls yet. A process listens at once, so load balancers see it, but answers
 * 503 'starting' until its database is migrated and seeded (another process may be doing that under the
 * migration lock); only then is it ready.
 */
export type Startup = {
  readonly state: 'starting' | 'ready';
  markReady(): void;
};

export function createStartup(state: Startup['state'] = 'starting'): Startup {
  let current = state;
  return {
    get state() {
      return current;
    },
    markReady() {
      current = 'ready';
    },
  };
}
