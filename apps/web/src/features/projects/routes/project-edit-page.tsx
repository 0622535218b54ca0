import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { projectMessages } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { useIdParam } from '../../../lib/hooks/use-id-param';
import { PATHS } from '../../../lib/paths';
import { partnerProjectQuery } from '../api/partner-projects';
import { BackLink } from '../../../components/ui/back-link';
import { ProjectEditor } from '../components/project-editor';
import { ProjectStatusBadge } from '../components/project-status-badge';

/** Route 'projects.edit' (/projects/edit/{id}): one of the partner's projects, its review state, actions and change log. */
export function ProjectEditPage() {
  const navigate = useNavigate();
  const { id, isValid } = useIdParam();
  const project = useQuery({ ...partnerProjectQuery(id), enabled: isValid });
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title={project.data?.title ?? 'Edit project'}
        description="Keep the project's story, places, pictures and impact levels current."
      >
        <Group gap="md">
          <BackLink to={PATHS.partnerProjects} label="All projects" />
          {project.data ? <ProjectStatusBadge status={project.data.status} /> : null}
        </Group>
      </PageHeader>
      {!isValid ? (
        <ErrorState title="This project could not be found" error={new ApiError(404, projectMessages.notFound)} />
      ) : project.isPending ? (
        <LoadingState label="Loading the project…" />
      ) : project.isError ? (
        <ErrorState title="This project could not be loaded" error={project.error} onRetry={() => void project.refetch()} retrying={project.isRefetching} />
      ) : (
        <ProjectEditor project={project.data} audience="partner" onDeleted={() => void navigate(PATHS.partnerProjects, { replace: true })} />
      )}
    </Stack>
  );
}
