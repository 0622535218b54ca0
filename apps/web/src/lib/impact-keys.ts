/**
 * Query keys of the impact reads. Every key starts with 'impact' and carries the user and the account they
 * act as, so switching account never shows the other account's figures; a paid giving can refresh them all
 * with invalidateQueries({ queryKey: impactKeys.all }).
 */
export const impactKeys = {
  all: ['impact'] as const,
  of: (userId: number, account: string) => ['impact', userId, account] as const,
};
