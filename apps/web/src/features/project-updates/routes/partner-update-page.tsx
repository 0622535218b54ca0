import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ProjectUpdate } from '@goodhive/contract';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { AlertIcon, TrashIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { createUpdate, deleteUpdate, editUpdate, PARTNER_UPDATES_KEY, partnerUpdates, updatableProjectsQuery } from '../api/partner-updates';
import { BackLink } from '../../../components/ui/back-link';
import { SavedUpdate, SavedUpdateForm } from '../components/saved-update';
import { UpdateForm } from '../components/update-form-place';
import { newUpdateValues, toCreateBody, toEditBody } from '../update-form-values';

const LIST = PATHS.partnerProjectUpdates;

/** A new update: choose one of the projects givers funded (the Home's link may choose it already). */
function NewUpdate() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const projects = useQuery(updatableProjectsQuery());
  const preset = Number(params.get('project_id'));
  return (
    <QueryState
      query={projects}
      loadingLabel="Loading your projects…"
      empty={{
        title: 'No project to post about yet',
        description: 'Updates are for live, paused or closed projects. Once a project is approved and live, you can tell its givers how it goes.',
        action: (
          <Button component={Link} to={PATHS.partnerProjects}>
            See your projects
          </Button>
        ),
      }}
    >
      {(list) => (
        <UpdateForm
          initialValues={newUpdateValues(list.some((p) => p.id === preset) ? preset : null)}
          projects={list}
          submitLabel="Post update"
          secondaryActions={
            <Button component={Link} to={LIST} variant="default">
              Cancel
            </Button>
          }
          onSubmit={async (values) => {
            const result = await createUpdate(toCreateBody(values));
            await queryClient.invalidateQueries({ queryKey: PARTNER_UPDATES_KEY });
            if (result.message) toast.success(result.message);
            await navigate(LIST);
          }}
        />
      )}
    </QueryState>
  );
}

/** Editing a saved update, with its status, the team's note and Delete. */
function EditUpdate({ update }: { update: ProjectUpdate }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteUpdate(update.id),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: PARTNER_UPDATES_KEY });
      if (result.message) toast.success(result.message);
      await navigate(LIST);
    },
    onError: (failure) => toast.error(errorMessage(failure), 'The update could not be deleted'),
  });
  return (
    <SavedUpdateForm
      update={update}
      reads={partnerUpdates}
      save={(values) => editUpdate(update.id, toEditBody(values))}
      posted={
        <>
          Posted {formatDisplayDay(update.published_at)} about <strong>{update.project.title}</strong>
        </>
      }
      notice={
        update.status === 'hidden' ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} title="Hidden by our team" role="status" styles={{ title: { color: 'var(--mantine-color-red-9)' } }}>
            <Stack gap={4}>
              <Text fz="sm" c="var(--mantine-color-text)">
                {update.moderation_note}
              </Text>
              <Text fz="sm" c="dimmed">
                Givers do not see this update. You can still change it; our team publishes it again once it is fixed.
              </Text>
            </Stack>
          </Alert>
        ) : update.moderation_note ? (
          <Alert color="gray" variant="light" title="Note from our team">
            {update.moderation_note}
          </Alert>
        ) : null
      }
      secondaryActions={
        <Button variant="subtle" color="red" c="red.9" leftSection={<TrashIcon size={16} />} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      }
    >
      <ActionDialog
        opened={confirming}
        title="Delete this update?"
        onClose={() => setConfirming(false)}
        message={<>Givers will no longer see “{update.title}”. This cannot be undone.</>}
        cancelLabel="Keep it"
        confirmLabel="Delete update"
        confirmColor="red.9"
        onConfirm={() => remove.mutate()}
        busy={remove.isPending}
      />
    </SavedUpdateForm>
  );
}

/** Route 'project-update' (/project-update/{id}): 'new' posts an update, a number edits one. */
export function PartnerUpdatePage() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const numeric = Number(id);
  const isValid = isNew || (Number.isInteger(numeric) && numeric > 0);
  return (
    <Stack gap="xl">
      <BackLink to={LIST} label="All updates" />
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title={isNew ? 'Post an update' : 'Edit update'}
        description={isNew ? 'Share news from the field: what was built, who was helped, what comes next. Givers who funded the project read it at once.' : undefined}
      />
      {!isValid ? (
        <EmptyBlock title="This update does not exist" action={<Button component={Link} to={LIST}>See your updates</Button>} />
      ) : isNew ? (
        <NewUpdate />
      ) : (
        <SavedUpdate reads={partnerUpdates} id={numeric} missing={{ description: 'It may have been deleted.', action: <Button component={Link} to={LIST}>See your updates</Button> }}>
          {(update) => <EditUpdate update={update} />}
        </SavedUpdate>
      )}
    </Stack>
  );
}
