import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, CheckCircleIcon, LockIcon } from '../../../components/ui/icons';
import lists from '../../../components/ui/lists.module.css';
import { formatCount } from '../../../lib/money';

/**
 * A current period's change against the previous one up to the same point, in words (colour only repeats it):
 * 'Up 25% on this point last week', or why there is nothing to compare with.
 */
export function describeChange(changePct: number | null, period: 'week' | 'month'): { text: string; tone: 'up' | 'down' | 'level' | 'none' } {
  if (changePct === null) return { text: `Nothing by this point last ${period} to compare with`, tone: 'none' };
  if (changePct === 0) return { text: `Level with this point last ${period}`, tone: 'level' };
  const direction = changePct > 0 ? 'Up' : 'Down';
  return { text: `${direction} ${formatCount(Math.abs(changePct))}% on this point last ${period}`, tone: changePct > 0 ? 'up' : 'down' };
}

const TONE_COLOR = { up: 'forest.8', down: 'red.8', level: 'dimmed', none: 'dimmed' } as const;

/** The change line under a period's figure. */
export function ChangeNote({ changePct, period }: { changePct: number | null; period: 'week' | 'month' }) {
  const change = describeChange(changePct, period);
  return (
    <Text component="span" fz="xs" fw={change.tone === 'up' || change.tone === 'down' ? 600 : 400} c={TONE_COLOR[change.tone]} data-tone={change.tone}>
      {change.text}
    </Text>
  );
}

/**
 * Where a card is acted on: a link, or, while that screen does not exist yet, the same words shown disabled with
 * a short hint (never a link that leads nowhere).
 */
export function CardAction({ label, to, hint }: { label: string; to: string | null; hint?: string }) {
  const hintId = useId();
  if (to) {
    return (
      <Anchor component={Link} to={to} fz="sm" fw={600} w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          {label} <ArrowRightIcon size={16} />
        </Group>
      </Anchor>
    );
  }
  return (
    <Stack gap={0}>
      <Group gap={4} wrap="nowrap" c="dimmed">
        <LockIcon size={14} />
        <Text component="a" role="link" aria-disabled="true" aria-describedby={hintId} fz="sm" fw={600} c="dimmed" style={{ cursor: 'not-allowed' }}>
          {label}
        </Text>
      </Group>
      <Text id={hintId} fz="xs" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}

/** A card's short list: each row a main line (usually a link) and a detail, with how many more there are. */
export function CardList({ label, rows, total, empty }: { label: string; rows: { key: string | number; main: ReactNode; detail: ReactNode }[]; total: number; empty: string }) {
  if (rows.length === 0) {
    return (
      <Group gap={6} wrap="nowrap" c="forest.8" py={4}>
        <CheckCircleIcon size={16} />
        <Text fz="sm">{empty}</Text>
      </Group>
    );
  }
  const more = total - rows.length;
  return (
    <Stack gap={4}>
      <ul className={lists.rowList} aria-label={label}>
        {rows.map((row) => (
          <li key={row.key} style={{ paddingBlock: 6 }}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
              <div style={{ minWidth: 0 }}>{row.main}</div>
              <Text component="span" fz="sm" className={lists.numeric}>
                {row.detail}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Text fz="xs" c="dimmed">
          and {formatCount(more)} more
        </Text>
      ) : null}
    </Stack>
  );
}
