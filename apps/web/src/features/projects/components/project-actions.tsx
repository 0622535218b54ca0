import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerProject } from '@goodhive/contract';
import { projectMessages, type ProjectStatus } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { PROJECTS_KEY, changeProjectStatus, deleteProject, submitProject } from '../api/partner-projects';
import { useProjectMutation } from '../api/use-project-mutation';

type ProjectActionsProps = {
  project: PartnerProject;
  /** Partners may withdraw their project from review; staff decide on it instead. */
  audience: 'partner' | 'staff';
  /** After the project is deleted (the page leaves for the list). */
  onDeleted: () => void;
};

/** What the caller may do with the project now, as the server's `can` says: review, pause, resume, close, delete. */
export function ProjectActions({ project, audience, onDeleted }: ProjectActionsProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<'close' | 'delete' | null>(null);
  const submit = useProjectMutation(() => submitProject(project.id), projectMessages.submitted);
  const status = useProjectMutation((next: ProjectStatus) => changeProjectStatus(project.id, next), projectMessages.statusChanged);
  const remove = useMutation({
    mutationFn: () => deleteProject(project.id),
    onSuccess: async (result) => {
      toast.success(result.message ?? projectMessages.deleted);
      setConfirming(null);
      queryClient.removeQueries({ queryKey: [...PROJECTS_KEY, 'detail', project.id] });
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      onDeleted();
    },
  });
  const failed = (error: unknown) => toast.error(errorMessage(error));
  const busy = submit.isPending || status.isPending || remove.isPending;
  const { can } = project;
  const canWithdraw = audience === 'partner' && project.status === 'submitted';
  const any = can.submit || can.pause || can.resume || can.close || can.delete || canWithdraw;
  if (!any) return null;

  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="project-actions-title">
      <Stack gap="sm">
        <Title order={2} fz={20} c="forest.9" id="project-actions-title">
          Status
        </Title>
        <Text fz="sm" c="dimmed">
          {project.status === 'draft'
            ? 'When the project is complete, submit it: our team reviews it before givers can see it.'
            : project.status === 'submitted'
              ? audience === 'partner'
                ? 'Our team is reviewing the project. Withdraw it to make more changes first.'
                : 'The partner submitted the project: approve it or send it back above.'
              : project.status === 'closed'
                ? 'The project is closed.'
                : 'Pause the project to stop new giving for a while, or close it for good.'}
        </Text>
        <Group gap="sm">
          {can.submit ? (
            <Button color="honey" onClick={() => submit.mutate(undefined, { onError: failed })} loading={submit.isPending} disabled={busy}>
              Submit for review
            </Button>
          ) : null}
          {canWithdraw ? (
            <Button variant="default" onClick={() => status.mutate('draft', { onError: failed })} loading={status.isPending && status.variables === 'draft'} disabled={busy}>
              Withdraw from review
            </Button>
          ) : null}
          {can.pause ? (
            <Button variant="default" onClick={() => status.mutate('paused', { onError: failed })} loading={status.isPending && status.variables === 'paused'} disabled={busy}>
              Pause
            </Button>
          ) : null}
          {can.resume ? (
            <Button color="forest" onClick={() => status.mutate('live', { onError: failed })} loading={status.isPending && status.variables === 'live'} disabled={busy}>
              Resume
            </Button>
          ) : null}
          {can.close ? (
            <Button variant="outline" color="red.8" onClick={() => setConfirming('close')} disabled={busy}>
              Close project
            </Button>
          ) : null}
          {can.delete ? (
            <Button variant="subtle" color="red.8" onClick={() => setConfirming('delete')} disabled={busy}>
              Delete project
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ActionDialog
        opened={confirming === 'close'}
        title="Close this project?"
        message={<>Closing is final: givers can no longer fund &lsquo;{project.title}&rsquo;, and it cannot be opened again. Its contributions and updates stay.</>}
        confirmLabel="Close project"
        confirmColor="red.8"
        focusConfirm
        onClose={() => setConfirming(null)}
        busy={status.isPending}
        holdWhileBusy
        error={status.isError && status.variables === 'closed' ? errorMessage(status.error) : null}
        onConfirm={() => status.mutate('closed', { onSuccess: () => setConfirming(null) })}
      />
      <ActionDialog
        opened={confirming === 'delete'}
        title="Delete this project?"
        message={<>&lsquo;{project.title}&rsquo; and its images and impact levels are deleted. This cannot be undone.</>}
        confirmLabel="Delete project"
        confirmColor="red.8"
        focusConfirm
        onClose={() => setConfirming(null)}
        busy={remove.isPending}
        holdWhileBusy
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate()}
      />
    </Paper>
  );
}
