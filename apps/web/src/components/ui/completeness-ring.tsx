import '@mantine/core/styles/RingProgress.css';
import { useId } from 'react';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CheckCircleIcon } from './icons';
import { RingProgress } from './ring-progress';

export type CompletenessItem = { key: string; label: string; points: number };

type Props = {
  score: number;
  missing: readonly CompletenessItem[];
  /** Whose profile, as the sentence starts: 'Your profile', 'This profile'. */
  subject: string;
  /** What a complete profile's badge says. */
  completeText: string;
  title?: string;
};

/** A profile's completeness score as a ring, with what is still missing and the points each adds (members and partners). */
export function CompletenessRing({ score, missing, subject, completeText, title = 'Profile completeness' }: Props) {
  const id = useId();
  const complete = score >= 100;
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby={`${id}-title`}>
      <Group gap="xl" align="center" wrap="nowrap">
        <RingProgress
          size={112}
          thickness={11}
          roundCaps
          sections={[{ value: score, color: complete ? 'forest' : 'honey' }]}
          label={
            <Text ta="center" fw={800} fz={22} c="forest.9" data-testid="profile-score">
              {score}%
            </Text>
          }
          aria-hidden="true"
        />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} fz={20} c="forest.9" id={`${id}-title`}>
            {title}
          </Title>
          <Text fz="sm" c="dimmed" role="status">
            {subject} is {score}% complete.
          </Text>
          {complete ? (
            <Badge color="forest" variant="light" leftSection={<CheckCircleIcon size={14} />} tt="none" w="fit-content">
              {completeText}
            </Badge>
          ) : (
            <>
              <Text fz="sm" fw={600} id={`${id}-missing`}>
                Add these to reach 100%:
              </Text>
              <List size="sm" spacing={2} aria-labelledby={`${id}-missing`}>
                {missing.map((m) => (
                  <List.Item key={m.key}>
                    {m.label}{' '}
                    <Text span c="dimmed" fz="xs">
                      (+{m.points})
                    </Text>
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
