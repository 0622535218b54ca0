import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { projectMessages } from '@goodhive/contract/texts';
import { PageHeader } from '../../../../components/ui/page-header';
import { PATHS } from '../../../../lib/paths';
import { createProject, partnerProjectQuery } from '../../api/partner-projects';
import { settleSavedProject } from '../../api/use-project-mutation';
import { BackLink } from '../../../../components/ui/back-link';
import { ProjectForm } from '../../components/project-form-place';
import { blankProjectValues, toProjectInput } from '../../project-form-values';
import { adminEditPath } from '../admin-paths';
import { partnerByUserId, partnerOptionsQuery } from '../api/partner-options';
import { PartnerFromPath } from '../components/partner-from-path';

/** Route 'admin.wcuuser.projects.create' (/admin/wcuuser/projects/create/{id}, the partner's user id): staff create a project in any status. */
export function AdminProjectCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = Number(useParams().id);
  const partner = partnerByUserId(useQuery(partnerOptionsQuery()).data, userId);
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="WC & Projects"
        title="Create project"
        description={partner ? `A new project of ${partner.worthy_cause_name}. A project that starts submitted, live or paused must be complete.` : undefined}
      >
        <BackLink to={PATHS.adminWcuProjects} label="All projects" />
      </PageHeader>
      <PartnerFromPath userId={userId}>
        {(found) => (
          <ProjectForm
            initialValues={blankProjectValues('draft')}
            withStatusChoice
            submitLabel="Create project"
            onSubmit={async (values) => {
              const result = await createProject(toProjectInput(values, { partner_id: found.id }));
              await settleSavedProject(queryClient, partnerProjectQuery(result.data.id).queryKey, result, projectMessages.created);
              void navigate(adminEditPath(result.data), { replace: true });
            }}
          />
        )}
      </PartnerFromPath>
    </Stack>
  );
}
