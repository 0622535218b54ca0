import { Anchor, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';

export type PageLink = { to: string; label: string };

/** Links between the screens of one section ("API keys · Webhooks · Docs"); the current one is marked, not linked. */
export function PageLinks({ label, links }: { label: string; links: readonly PageLink[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label={label} gap={6} fz="sm">
      {links.map((l, i) => (
        <Fragment key={l.to}>
          {i > 0 ? (
            <Text component="span" c="dimmed" aria-hidden="true">
              ·
            </Text>
          ) : null}
          {pathname === l.to ? (
            <Text component="span" fw={700} fz="sm" aria-current="page">
              {l.label}
            </Text>
          ) : (
            <Anchor component={Link} to={l.to} fw={600} fz="sm">
              {l.label}
            </Anchor>
          )}
        </Fragment>
      ))}
    </Group>
  );
}
