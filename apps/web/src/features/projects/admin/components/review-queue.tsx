import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PartnerProjectRow } from '@goodhive/contract';
import { EmptyBlock, ErrorState, LoadingState } from '../../../../components/ui/query-state';
import { partnerProjectQuery } from '../../api/partner-projects';
import { ChangeDiff } from '../../components/change-diff';
import { ProjectRow, ProjectRowList } from '../../components/project-row';
import { formatChangeTime } from '../../change-format';
import { adminEditPath } from '../admin-paths';
import { adminProjectsQuery } from '../api/admin-projects';
import { ReviewButtons } from './review-buttons';

/** How many waiting items the queue shows at once (the oldest first). */
const QUEUE_SIZE = 25;

/** A live project's pending change: each field before and after, and the decision. */
function PendingChange({ row }: { row: PartnerProjectRow }) {
  const detail = useQuery(partnerProjectQuery(row.id));
  const change = detail.data?.pending_change;
  return (
    <Paper bg="honey.0" radius="md" p="sm" mt="sm">
      {detail.isPending ? (
        <LoadingState label="Loading the change…" />
      ) : detail.isError ? (
        <ErrorState title="The change could not be loaded" error={detail.error} onRetry={() => void detail.refetch()} />
      ) : change ? (
        <Stack gap="xs">
          <Text fz="sm" fw={600}>
            Change sent {formatChangeTime(change.created_at)}
            {change.actor_name ? ` by ${change.actor_name}` : ''}
          </Text>
          <ChangeDiff before={change.before} after={change.after} label={`Change waiting for review of ${row.title}`} />
          <Group gap="sm">
            <ReviewButtons target={{ kind: 'change', id: change.id }} title={row.title} />
          </Group>
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          This change was already decided.
        </Text>
      )}
    </Paper>
  );
}

/** What waits for staff: submitted projects and partners' changes to live projects, oldest first. */
export function ReviewQueue() {
  const submitted = useQuery(adminProjectsQuery({ page: 1, status: 'submitted', limit: QUEUE_SIZE }));
  const changes = useQuery(adminProjectsQuery({ page: 1, pending_change: '1', limit: QUEUE_SIZE }));
  const failed = submitted.error ?? changes.error;
  // A submitted project cannot also have a pending change (changes are of live or paused projects).
  const rows = [...(submitted.data?.rows ?? []), ...(changes.data?.rows ?? []).filter((r) => r.status !== 'submitted')];
  const total = (submitted.data?.total ?? 0) + (changes.data?.total ?? 0);
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="review-queue-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz={20} c="forest.9" id="review-queue-title">
            Waiting for review{total ? ` (${total})` : ''}
          </Title>
          <Text fz="sm" c="dimmed">
            New projects partners submitted, and their changes to live projects. Givers see neither until you approve.
          </Text>
        </div>
        {submitted.isPending || changes.isPending ? (
          <LoadingState label="Loading what waits for review…" />
        ) : failed ? (
          <ErrorState title="The review queue could not be loaded" error={failed} onRetry={() => void Promise.all([submitted.refetch(), changes.refetch()])} />
        ) : rows.length === 0 ? (
          <EmptyBlock title="Nothing waits for review" description="Submitted projects and partners' changes appear here." />
        ) : (
          <ProjectRowList label="Waiting for review, oldest first">
            {rows.map((row) => (
              <ProjectRow
                key={row.id}
                project={row}
                href={adminEditPath(row)}
                showPartner
                actions={
                  row.status === 'submitted' ? (
                    <Group gap="xs">
                      <ReviewButtons target={{ kind: 'project', id: row.id }} title={row.title} />
                      <Button component={Link} to={adminEditPath(row)} variant="subtle" color="forest" aria-label={`Open ${row.title}`}>
                        Open
                      </Button>
                    </Group>
                  ) : undefined
                }
                footer={row.has_pending_change ? <PendingChange row={row} /> : undefined}
              />
            ))}
          </ProjectRowList>
        )}
      </Stack>
    </Paper>
  );
}
