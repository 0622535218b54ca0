import type { CurrentUser } from '@goodhive/contract';

/**
 * The Share (Embed Impact Widgets, Gratitude certificate, Media kit) and Community (Business listing, Partnership
 * status) entries of the business menu: a company account opens them once its paid giving is above zero
 * (the menu lock rule). Personal accounts always have them.
 */
export const ROUTES_UNLOCKED_BY_GIVING: readonly string[] = ['giving-widget', 'gratitude-certificate', 'media-kit-brand-guideline', 'business-listing', 'impact-partnership'];

/** Whether the account's Share and Community entries wait for its first giving (only companies ever do). */
export function needsGivingToUnlock(user: Pick<CurrentUser, 'type' | 'account'>): boolean {
  return user.type === 'business' && user.account === 'company';
}

/**
 * Whether a menu entry is locked for now. `menusUnlocked` is the giving status's answer, undefined while it
 * loads or when it failed: the entries then stay open rather than flash a lock most companies never see.
 */
export function isMenuEntryLocked(routeName: string, user: Pick<CurrentUser, 'type' | 'account'>, menusUnlocked: boolean | undefined): boolean {
  if (!needsGivingToUnlock(user) || menusUnlocked !== false) return false;
  return ROUTES_UNLOCKED_BY_GIVING.includes(routeName);
}
