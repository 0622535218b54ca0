import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type FormSectionProps = { id: string; title: string; description?: ReactNode; children: ReactNode };

/** One titled block of a long form, in the card style of the partner profile. */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz={20} c="forest.9" id={id} mb={description ? 4 : 'md'}>
        {title}
      </Title>
      {description ? (
        <Text fz="sm" c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Paper>
  );
}

/** The message of a list field, wherever the form library put it (on the list, or on its root). */
export function listError(error: unknown): string | undefined {
  const e = error as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}
