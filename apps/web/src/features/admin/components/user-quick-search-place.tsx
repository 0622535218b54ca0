import { TextInput } from '@mantine/core';
import { deferred } from '../../../components/ui/deferred';
import { SearchIcon } from '../../../components/ui/icons';
import classes from './user-quick-search.module.css';

type Props = { onNavigate?: () => void; tone?: 'dark' | 'light' };

/**
 * The admin header's quick user search, loaded after the first paint (its results list is a floating-ui
 * popover); until then the same search field holds its place.
 */
export const UserQuickSearch = deferred<Props>(
  () => import('./user-quick-search').then((module) => module.UserQuickSearch),
  ({ tone = 'dark' }) => (
    <TextInput
      className={classes.search}
      data-tone={tone}
      aria-label="Quick search users by UID, CID or business name"
      placeholder="UID, CID or business name"
      leftSection={<SearchIcon size={18} />}
      readOnly
      aria-busy
      aria-disabled="true"
    />
  ),
);
