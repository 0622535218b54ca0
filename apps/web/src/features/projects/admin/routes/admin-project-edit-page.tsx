import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../../components/ui/query-state';
import { PATHS } from '../../../../lib/paths';
import { partnerProjectQuery } from '../../api/partner-projects';
import { BackLink } from '../../../../components/ui/back-link';
import { ProjectEditor } from '../../components/project-editor';
import { ProjectStatusBadge } from '../../components/project-status-badge';
import { adminEditPath } from '../admin-paths';
import { ReviewButtons } from '../components/review-buttons';

/**
 * Route 'admin.wcuuser.projects.edit' (/admin/wcuuser/projects/edit/{userId}/{id}): staff edit any project
 * (saves apply at once), decide on a submitted project or a pending change, and read its change log.
 */
export function AdminProjectEditPage() {
  const navigate = useNavigate();
  const params = useParams();
  const { pathname } = useLocation();
  const id = Number(params.id);
  const project = useQuery({ ...partnerProjectQuery(id), enabled: id > 0 });
  const data = project.data;
  // A bundle, or a project opened under another partner's path, goes to its own address.
  if (data && adminEditPath(data) !== pathname) return <Navigate to={adminEditPath(data)} replace />;
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="WC & Projects" title={data?.title ?? 'Edit project'} description={data ? `A project of ${data.partner.worthy_cause_name}.` : undefined}>
        <Group gap="md">
          <BackLink to={PATHS.adminWcuProjects} label="All projects" />
          {data ? <ProjectStatusBadge status={data.status} /> : null}
        </Group>
      </PageHeader>
      {project.isPending ? (
        <LoadingState label="Loading the project…" />
      ) : project.isError ? (
        <ErrorState title="This project could not be loaded" error={project.error} onRetry={() => void project.refetch()} retrying={project.isRefetching} />
      ) : (
        <ProjectEditor
          project={project.data}
          audience="staff"
          onDeleted={() => void navigate(PATHS.adminWcuProjects, { replace: true })}
          reviewActions={
            project.data.status === 'submitted' ? (
              <Group gap="sm">
                <ReviewButtons target={{ kind: 'project', id: project.data.id }} title={project.data.title} />
              </Group>
            ) : undefined
          }
          changeActions={project.data.pending_change ? <ReviewButtons target={{ kind: 'change', id: project.data.pending_change.id }} title={project.data.title} /> : undefined}
        />
      )}
    </Stack>
  );
}
