import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PartnerProject } from '@goodhive/contract';
import { formatAmount } from '@goodhive/contract/texts';
import { formatDisplayDate } from '../../../lib/format-date';
import { projectPath } from '../../../lib/paths';
import { ProjectStatusBadge } from './project-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fz="lg" fw={700} c="forest.9" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The project at a glance: status, what was given to it, and where givers see it. */
export function ProjectFacts({ project }: { project: PartnerProject }) {
  const visible = project.status === 'live' || project.status === 'paused';
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-label="The project at a glance">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="Status">
          <ProjectStatusBadge status={project.status} />
        </Fact>
        <Fact label="Contributions">{project.totals.contributions.toLocaleString('en-US')}</Fact>
        <Fact label="Raised">US ${formatAmount(project.totals.amount_usd)}</Fact>
        <Fact label="Beneficiaries">{project.totals.beneficiaries.toLocaleString('en-US')}</Fact>
      </SimpleGrid>
      <Group gap="lg" mt="md" wrap="wrap">
        <Text fz="sm" c="dimmed">
          Worthy cause: <strong>{project.partner.worthy_cause_name}</strong>
        </Text>
        <Text fz="sm" c="dimmed">
          Created {formatDisplayDate(project.created_at)}
        </Text>
        {project.approved_at ? (
          <Text fz="sm" c="dimmed">
            Live since {formatDisplayDate(project.approved_at)}
          </Text>
        ) : null}
        {visible ? (
          <Anchor component={Link} to={projectPath(project)} fz="sm" fw={600}>
            See it as givers do
          </Anchor>
        ) : null}
      </Group>
    </Paper>
  );
}
