import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';

/** A link back to the list a screen was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} fz="sm" fw={600} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, width: 'fit-content' }}>
      <ArrowLeftIcon size={16} /> {label}
    </Anchor>
  );
}
