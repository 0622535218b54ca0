/**
 * The one staff user filter of the back-office (admin-and-partner.md §2.5, §3): the user filter and e-mail-user
 * filter dialogs with favourite filters, the form values and the calls that search with them. Every staff screen
 * that picks users (the user list, broadcasts, giving lists) uses these; the server side is
 * `userFilterCondition` in apps/server/src/modules/admin-users.
 */
import { lazy } from 'react';

/** The dialog loads when first opened (render it inside Suspense), so a screen that offers it stays light. */
export const UserFilterDialog = lazy(() => import('./components/user-filter-dialog').then((m) => ({ default: m.UserFilterDialog })));
export type { UserFilterDialogProps } from './components/user-filter-dialog';
export { activeFilterCount, emptyFilter, filterBody, valuesOf, type FilterKind, type FilterValues } from './filter-values';
export { downloadUsersCsv, favouriteFiltersQuery, userFilterSearchQuery, type UserListControls, type UserPage } from './api/filters';
