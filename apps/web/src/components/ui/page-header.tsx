import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = { eyebrow?: string; title: ReactNode; description?: ReactNode; children?: ReactNode };

/** The heading block at the top of a screen: one h1 per page. */
export function PageHeader({ eyebrow, title, description, children }: PageHeaderProps) {
  return (
    <Stack gap={6}>
      {eyebrow ? (
        <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={1} fz={{ base: 28, sm: 34 }} c="forest.9" lh={1.15}>
        {title}
      </Title>
      {description ? (
        <Text c="dimmed" fz="md" maw={680}>
          {description}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
