import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from './icons';
import classes from './link-card.module.css';

type LinkCardProps = { to: string; title: string; description: string; icon: ComponentType<{ size?: number }> };

/** A whole-card link to a next step. */
export function LinkCard({ to, title, description, icon: Icon }: LinkCardProps) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.card}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="md" variant="light" color="forest">
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={650} c="forest.9">
            {title}
          </Text>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        <span className={classes.arrow} aria-hidden="true">
          <ArrowRightIcon size={18} />
        </span>
      </Group>
    </UnstyledButton>
  );
}
