import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDisplayDay, type ProjectUpdate } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { isNotFound } from '../../../lib/api-error';
import { useIdParam } from '../../../lib/hooks/use-id-param';
import { PATHS, pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { ADMIN_UPDATES_KEY, adminUpdateQuery, moderateUpdate } from '../api/admin-updates';
import { BackLink } from '../../../components/ui/back-link';
import { UpdateForm } from '../components/update-form';
import { UpdateStatusBadge } from '../components/update-status-badge';
import { toModerationBody, updateToFormValues } from '../update-form-values';

const LIST = PATHS.adminWcuProjectUpdates;

function ModerateUpdate({ update }: { update: ProjectUpdate }) {
  const queryClient = useQueryClient();
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <UpdateStatusBadge status={update.status} />
        <Text fz="sm" c="dimmed">
          Posted {formatDisplayDay(update.published_at)} by {update.author_name ?? update.partner.worthy_cause_name} for{' '}
          <Anchor component={Link} to={pathTo(PATHS.wcuPartner, { id: update.partner.id })} fz="sm" inherit>
            {update.partner.worthy_cause_name}
          </Anchor>
        </Text>
        {update.status === 'published' ? (
          <Anchor component={Link} to={pathTo(PATHS.projectUpdateDetails, { id: update.id })} fz="sm">
            See it as givers do
          </Anchor>
        ) : null}
      </Group>
      <UpdateForm
        key={update.updated_at}
        initialValues={updateToFormValues(update)}
        projectTitle={update.project.title}
        moderation
        submitLabel="Save update"
        secondaryActions={
          <Button component={Link} to={LIST} variant="default">
            Back to the list
          </Button>
        }
        onSubmit={async (values) => {
          const result = await moderateUpdate(update.id, toModerationBody(values));
          queryClient.setQueryData(adminUpdateQuery(update.id).queryKey, result.data);
          await queryClient.invalidateQueries({ queryKey: [...ADMIN_UPDATES_KEY, 'list'] });
          if (result.message) toast.success(result.message);
        }}
      />
    </Stack>
  );
}

/** Route 'admin.wcuuser.project.updates.edit' (/admin/wcuuser/project/updates/edit/{id}): staff edit, hide or publish one update. */
export function AdminUpdateEditPage() {
  const { id, isValid } = useIdParam();
  const update = useQuery({ ...adminUpdateQuery(id), enabled: isValid });
  const missing = !isValid || isNotFound(update.error);
  return (
    <Stack gap="xl">
      <BackLink to={LIST} label="All project updates" />
      <PageHeader eyebrow="WC & Projects" title="Edit project update" />
      {missing ? (
        <EmptyBlock title="This update does not exist" description="It may have been deleted by its partner." action={<Button component={Link} to={LIST}>See every update</Button>} />
      ) : update.isPending ? (
        <LoadingState label="Loading the update…" />
      ) : update.isError ? (
        <ErrorState error={update.error} onRetry={() => void update.refetch()} retrying={update.isRefetching} />
      ) : (
        <ModerateUpdate update={update.data} />
      )}
    </Stack>
  );
}
