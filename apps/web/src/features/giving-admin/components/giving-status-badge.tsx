import { Badge } from '@mantine/core';
import type { AdminGivingRow } from '@goodhive/contract';

const LOOK: Record<AdminGivingRow['status'], { color: string; label: string }> = {
  paid: { color: 'forest', label: 'Paid' },
  pending: { color: 'yellow', label: 'Pending' },
  failed: { color: 'red', label: 'Failed' },
  cancelled: { color: 'gray', label: 'Cancelled' },
};

/** A giving's payment status as a coloured word. */
export function GivingStatusBadge({ status }: { status: AdminGivingRow['status'] }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" radius="sm" tt="none">
      {look.label}
    </Badge>
  );
}
