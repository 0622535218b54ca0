import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectContributionSummary } from '@goodhive/contract';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@goodhive/contract/texts';
import { CardList, DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { EmptyBlock } from '../../../components/ui/query-state';
import { PATHS } from '../../../lib/paths';
import { formatCount, formatUsd } from '../../../lib/money';
import { contributionsOfProjectSearch } from '../contribution-filters';

const STATUS_COLORS: Record<ProjectStatus, string> = { draft: 'gray', submitted: 'blue', live: 'forest', paused: 'honey', closed: 'gray' };

function StatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} size="sm" tt="none" style={{ flexShrink: 0 }}>
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The project's title as a link to its contributions in the management list. */
function ProjectLink({ project }: { project: ProjectContributionSummary }) {
  return (
    <Anchor component={Link} to={`${PATHS.partnerContributionsManagement}${contributionsOfProjectSearch(project.project_id)}`} fz="sm" fw={650}>
      {project.project_title}
      <VisuallyHidden component="span"> (contributions)</VisuallyHidden>
    </Anchor>
  );
}

/** Giving per project, this month and all time; each title opens its contributions in the management list. */
export function ProjectTotals({ projects, narrow }: { projects: ProjectContributionSummary[]; narrow: boolean }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="project-totals-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz={20} c="forest.9" id="project-totals-title">
            By project
          </Title>
          <Text fz="sm" c="dimmed">
            Choose a project to see its contributions.
          </Text>
        </Stack>
        {projects.length === 0 ? (
          <EmptyBlock title="No projects to show yet" description="Your live projects and the giving they receive show here." />
        ) : narrow ? (
          <CardList label="Giving per project" testId="project-totals">
            {projects.map((p) => (
              <Paper key={p.project_id} component="li" p="md" withBorder data-testid="project-total">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <ProjectLink project={p} />
                    <StatusBadge status={p.status} />
                  </Group>
                  <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    This month: <strong>{formatUsd(p.this_month.amount_usd)}</strong>
                  </Text>
                  <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    All time: <strong>{formatUsd(p.all_time.amount_usd)}</strong> · {formatCount(p.all_time.quantity)} impacts · {formatCount(p.all_time.beneficiaries)} beneficiaries
                  </Text>
                </Stack>
              </Paper>
            ))}
          </CardList>
        ) : (
          <DataTable minWidth={760} framed={false} testId="project-totals" caption="Giving per project, most given first">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Project</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <NumericHead>This month (USD)</NumericHead>
                <NumericHead>Contributions</NumericHead>
                <NumericHead>Impacts</NumericHead>
                <NumericHead>Beneficiaries</NumericHead>
                <NumericHead>All time (USD)</NumericHead>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {projects.map((p) => (
                <Table.Tr key={p.project_id} data-testid="project-total">
                  <Table.Th scope="row" fw="normal">
                    <ProjectLink project={p} />
                  </Table.Th>
                  <Table.Td>
                    <StatusBadge status={p.status} />
                  </Table.Td>
                  <NumericCell>{formatUsd(p.this_month.amount_usd)}</NumericCell>
                  <NumericCell>{formatCount(p.all_time.contributions)}</NumericCell>
                  <NumericCell>{formatCount(p.all_time.quantity)}</NumericCell>
                  <NumericCell>{formatCount(p.all_time.beneficiaries)}</NumericCell>
                  <NumericCell>{formatUsd(p.all_time.amount_usd)}</NumericCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )}
      </Stack>
    </Paper>
  );
}
