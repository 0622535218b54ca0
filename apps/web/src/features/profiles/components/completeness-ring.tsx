import '@mantine/core/styles/RingProgress.css';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { RingProgress } from '../../../components/ui/ring-progress';
import type { ProfileCompleteness } from '@goodhive/contract/texts';
import { CheckCircleIcon } from '../../../components/ui/icons';

type Props = { completeness: ProfileCompleteness; subject: string; title?: string };

/** A profile's completeness score as a ring, with what is still missing and the points each adds. */
export function CompletenessRing({ completeness, subject, title = 'Profile completeness' }: Props) {
  const complete = completeness.score >= 100;
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="completeness-title">
      <Group gap="xl" align="center" wrap="nowrap">
        <RingProgress
          size={112}
          thickness={11}
          roundCaps
          sections={[{ value: completeness.score, color: complete ? 'forest' : 'honey' }]}
          label={
            <Text ta="center" fw={800} fz={22} c="forest.9" data-testid="profile-score">
              {completeness.score}%
            </Text>
          }
          aria-hidden="true"
        />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} fz={20} c="forest.9" id="completeness-title">
            {title}
          </Title>
          <Text fz="sm" c="dimmed" role="status">
            {subject} is {completeness.score}% complete.
          </Text>
          {complete ? (
            <Badge color="forest" variant="light" leftSection={<CheckCircleIcon size={14} />} tt="none" w="fit-content">
              Complete: nothing is missing
            </Badge>
          ) : (
            <>
              <Text fz="sm" fw={600} id="completeness-missing">
                Add these to reach 100%:
              </Text>
              <List size="sm" spacing={2} aria-labelledby="completeness-missing">
                {completeness.missing.map((m) => (
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
