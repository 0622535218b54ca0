import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import classes from './figure-card.module.css';

type FigureCardProps = {
  label: string;
  value: string;
  note?: ReactNode;
  icon: ComponentType<{ size?: number }>;
  /** The icon's colour: 'forest' for impact, 'honey' for money. */
  color: string;
  testId: string;
  /** A figure that stands alone is a region named by its label; figures of one group are not. */
  region?: boolean;
  /** The figure takes a whole row on phones, so its value may be set a little larger. */
  wide?: boolean;
  /** More about the figure below the note (a breakdown, a short list). */
  children?: ReactNode;
  /** Where to act on the figure, kept at the card's foot so cards of a row line up. */
  footer?: ReactNode;
};

/** One headline figure in a card: an icon, the label, the value set large, a short note, and optionally more and a link. */
export function FigureCard({ label, value, note, icon: Icon, color, testId, region = false, wide = false, children, footer }: FigureCardProps) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" className={classes.figure} data-testid={testId} component={region ? 'section' : 'div'} aria-label={region ? label : undefined}>
      <Stack gap={6} h="100%">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color={color} radius="md" size={32} aria-hidden="true">
            <Icon size={18} />
          </ThemeIcon>
          <Text fz="sm" fw={600} c="dimmed">
            {label}
          </Text>
        </Group>
        <Text className={classes.value} data-figure-value data-wide={wide || undefined}>
          {value}
        </Text>
        {note ? (
          <Text fz="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
        {children}
        {footer ? <div className={classes.footer}>{footer}</div> : null}
      </Stack>
    </Paper>
  );
}
