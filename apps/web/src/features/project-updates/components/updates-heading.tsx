import { Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { UpdatingIndicator } from '../../../components/ui/query-state';
import { pluralise } from '../../../lib/money';

type UpdatesHeadingProps = {
  id: string;
  /** How many updates the list holds (every page), once known. */
  total: number | undefined;
  filtered: boolean;
  query: Pick<UseQueryResult, 'isFetching' | 'isPending'>;
};

/** An update list's heading: how many updates there are (or were found), said again when it changes. */
export function UpdatesHeading({ id, total, filtered, query }: UpdatesHeadingProps) {
  return (
    <Group justify="space-between" gap="sm">
      <h2 id={id} style={{ margin: 0, fontSize: 18 }} aria-live="polite">
        {total === undefined ? 'Updates' : `${pluralise(total, 'update')}${filtered ? ' found' : ''}`}
      </h2>
      <UpdatingIndicator query={query} />
    </Group>
  );
}
