import { Badge, Group, Text } from '@mantine/core';
import { DISPLAY_ACCOUNT_TYPE_LABELS } from '@goodhive/contract/texts';
import type { DisplayConditionRow } from '../api/display-conditions';

/** Who sees a project: 'Everyone', or its account types and countries. */
export function AudienceBadges({ row }: { row: DisplayConditionRow }) {
  if (row.is_unrestricted) {
    return (
      <Badge color="forest" variant="light" tt="none" data-testid="audience">
        Everyone
      </Badge>
    );
  }
  const { account_types, countries } = row.display_conditions;
  return (
    <Group gap={6} data-testid="audience">
      {account_types.length === 0 ? (
        <Badge color="red" variant="light" tt="none">
          No account type
        </Badge>
      ) : (
        account_types.map((t) => (
          <Badge key={t} color="honey" variant="light" tt="none">
            {DISPLAY_ACCOUNT_TYPE_LABELS[t]}
          </Badge>
        ))
      )}
      <Text fz="sm" c="dimmed">
        {countries.length ? `in ${countries.map((c) => c.name).join(', ')}` : 'in every country'}
      </Text>
    </Group>
  );
}
