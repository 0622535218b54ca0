import '@mantine/core/styles/RingProgress.css';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { PartnerProfile } from '@goodhive/contract';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { RingProgress } from '../../../components/ui/ring-progress';

/** The profile completeness score (base 40, points per filled field, at most 100) and what is still missing, with the points each adds. */
export function CompletenessCard({ completeness, isStaffView = false }: { completeness: PartnerProfile['completeness']; isStaffView?: boolean }) {
  const complete = completeness.score >= 100;
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="score-title">
      <Group gap="xl" align="center" wrap="nowrap">
        <RingProgress
          size={120}
          thickness={12}
          roundCaps
          sections={[{ value: completeness.score, color: complete ? 'forest' : 'honey' }]}
          label={
            <Text ta="center" fw={800} fz={24} c="forest.9" data-testid="profile-score">
              {completeness.score}%
            </Text>
          }
          aria-hidden="true"
        />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} fz={20} c="forest.9" id="score-title">
            Profile completeness
          </Title>
          <Text fz="sm" c="dimmed" role="status">
            {isStaffView ? 'This profile' : 'Your profile'} is {completeness.score}% complete.
          </Text>
          {complete ? (
            <Badge color="forest" variant="light" leftSection={<CheckCircleIcon size={14} />} tt="none" w="fit-content">
              Complete: givers and our team see everything they need
            </Badge>
          ) : (
            <List size="sm" spacing={2} aria-label="Still missing">
              {completeness.missing.map((m) => (
                <List.Item key={m.field}>
                  {m.label} <Text span c="dimmed" fz="xs">(+{m.points})</Text>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
