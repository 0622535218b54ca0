import { Badge } from '@mantine/core';
import type { AdminUserRow } from '@goodhive/contract';

/** Live (0), Blocked (1), Deactivated or Deleted, as the staff screens name a user's state. */
export function UserStatusBadge({ row }: { row: Pick<AdminUserRow, 'status' | 'is_active' | 'deleted'> }) {
  if (row.deleted) return <Badge color="gray" variant="outline" radius="sm" tt="none">Deleted</Badge>;
  if (row.status !== 0) return <Badge color="red" variant="light" radius="sm" tt="none">Blocked</Badge>;
  if (!row.is_active) return <Badge color="gray" variant="light" radius="sm" tt="none">Deactivated</Badge>;
  return <Badge color="forest" variant="light" radius="sm" tt="none">Live</Badge>;
}
