import { Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProjectUpdate } from '@goodhive/contract';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import type { ApiResult } from '../../../lib/api';
import { isNotFound } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import type { UpdateReads } from '../api/update-reads';
import { updateToFormValues, type UpdateFormOutput } from '../update-form-values';
import { UpdateForm } from './update-form-place';
import { UpdateStatusBadge } from './update-status-badge';

type SavedUpdateProps = {
  /** Whose update: the partner's own, or any partner's for staff. */
  reads: UpdateReads;
  /** The update's id, or null when the address names none (shown as missing). */
  id: number | null;
  /** What a missing update offers: why it may be gone, and the way back to the list. */
  missing: { description: string; action: ReactNode };
  children: (update: ProjectUpdate) => ReactNode;
};

/** Loads one saved update for its edit screen, with the loading, missing and failed states. */
export function SavedUpdate({ reads, id, missing, children }: SavedUpdateProps) {
  const update = useQuery({ ...reads.one(id ?? 0), enabled: id !== null });
  if (id === null || isNotFound(update.error)) return <EmptyBlock title="This update does not exist" {...missing} />;
  if (update.isPending) return <LoadingState label="Loading the update…" />;
  if (update.isError) return <ErrorState error={update.error} onRetry={() => void update.refetch()} retrying={update.isRefetching} />;
  return children(update.data);
}

type SavedUpdateFormProps = {
  update: ProjectUpdate;
  reads: UpdateReads;
  /** Saves the form with this side's call (the partner's edit, or staff moderation). */
  save: (values: UpdateFormOutput) => Promise<ApiResult<ProjectUpdate>>;
  /** Beside the status: when it was posted, and by whom or about what. */
  posted: ReactNode;
  /** Links after that line. */
  links?: ReactNode;
  /** Said above the form (to the partner: why staff hid it, or their note). */
  notice?: ReactNode;
  /** Staff: publish or hide, with a note the partner reads. */
  moderation?: boolean;
  /** Buttons beside Save. */
  secondaryActions: ReactNode;
  /** Dialogs that the secondary actions open. */
  children?: ReactNode;
};

/** A saved update's status and edit form; a save refreshes the cached update and this side's lists. */
export function SavedUpdateForm({ update, reads, save, posted, links, notice, moderation, secondaryActions, children }: SavedUpdateFormProps) {
  const queryClient = useQueryClient();
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <UpdateStatusBadge status={update.status} />
        <Text fz="sm" c="dimmed">
          {posted}
        </Text>
        {links}
      </Group>
      {notice}
      <UpdateForm
        key={update.updated_at}
        initialValues={updateToFormValues(update)}
        projectTitle={update.project.title}
        moderation={moderation}
        submitLabel="Save update"
        secondaryActions={secondaryActions}
        onSubmit={async (values) => {
          const result = await save(values);
          queryClient.setQueryData(reads.one(update.id).queryKey, result.data);
          await queryClient.invalidateQueries({ queryKey: [...reads.key, 'list'] });
          if (result.message) toast.success(result.message);
        }}
      />
      {children}
    </Stack>
  );
}
