import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { projectMessages } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { PATHS, pathTo } from '../../../lib/paths';
import { createProject, partnerProjectQuery } from '../api/partner-projects';
import { settleSavedProject } from '../api/use-project-mutation';
import { BackLink } from '../../../components/ui/back-link';
import { ProjectForm } from '../components/project-form-place';
import { blankProjectValues, toProjectInput, type ProjectFormOutput } from '../project-form-values';

/** Route 'projects.create' (/projects/create): a new project, saved as a draft to complete and submit later. */
export function ProjectCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = async (values: ProjectFormOutput) => {
    const result = await createProject(toProjectInput(values));
    await settleSavedProject(queryClient, partnerProjectQuery(result.data.id).queryKey, result, projectMessages.created);
    void navigate(pathTo(PATHS.partnerProjectEdit, { id: result.data.id }), { replace: true });
  };
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title="Create project"
        description="The project is saved as a draft. Complete it at your pace, then submit it for review: our team makes it live for givers."
      >
        <BackLink to={PATHS.partnerProjects} label="All projects" />
      </PageHeader>
      <ProjectForm initialValues={blankProjectValues()} onSubmit={create} submitLabel="Save draft" />
    </Stack>
  );
}
