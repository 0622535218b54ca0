import { Group, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { projectMessages } from '@goodhive/contract/texts';
import { PageHeader } from '../../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../../components/ui/query-state';
import { PATHS } from '../../../../lib/paths';
import { settleSavedProject } from '../../api/use-project-mutation';
import { BackLink } from '../../../../components/ui/back-link';
import { ProjectChangelog } from '../../components/project-changelog';
import { ProjectFacts } from '../../components/project-facts';
import { ProjectStatusBadge } from '../../components/project-status-badge';
import { adminEditPath } from '../admin-paths';
import { bundleQuery, createBundle, saveBundle } from '../api/bundles';
import { partnerByUserId, partnerOptionsQuery } from '../api/partner-options';
import { blankBundleValues, bundleToFormValues, toBundleInput } from '../bundle-form-values';
import { BundleForm } from '../components/bundle-form-place';
import { PartnerFromPath } from '../components/partner-from-path';

/** Route 'admin.wcuuser.bundles.create' (/admin/wcuuser/bundles/create/{id}, the partner's user id). */
export function BundleCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = Number(useParams().id);
  const partner = partnerByUserId(useQuery(partnerOptionsQuery()).data, userId);
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="WC & Projects" title="Create bundle" description={partner ? `A bundle of ${partner.worthy_cause_name}'s impact levels.` : undefined}>
        <BackLink to={PATHS.adminWcuProjects} label="All projects" />
      </PageHeader>
      <PartnerFromPath userId={userId}>
        {(found) => (
          <BundleForm
            partner={found}
            initialValues={blankBundleValues()}
            submitLabel="Create bundle"
            onSubmit={async (values) => {
              const result = await createBundle(toBundleInput(values, found.id));
              await settleSavedProject(queryClient, bundleQuery(result.data.id).queryKey, result, projectMessages.bundleSaved);
              void navigate(adminEditPath(result.data), { replace: true });
            }}
          />
        )}
      </PartnerFromPath>
    </Stack>
  );
}

/** Route 'admin.wcuuser.bundles.edit' (/admin/wcuuser/bundles/edit/{userId}/{id}). */
export function BundleEditPage() {
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const { pathname } = useLocation();
  const bundle = useQuery({ ...bundleQuery(id), enabled: id > 0 });
  const data = bundle.data;
  if (data && adminEditPath(data) !== pathname) return <Navigate to={adminEditPath(data)} replace />;
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="WC & Projects" title={data?.title ?? 'Edit bundle'} description={data ? `A bundle of ${data.partner.worthy_cause_name}.` : undefined}>
        <Group gap="md">
          <BackLink to={PATHS.adminWcuProjects} label="All projects" />
          {data ? <ProjectStatusBadge status={data.status} /> : null}
        </Group>
      </PageHeader>
      {bundle.isPending ? (
        <LoadingState label="Loading the bundle…" />
      ) : bundle.isError ? (
        <ErrorState title="This bundle could not be loaded" error={bundle.error} onRetry={() => void bundle.refetch()} retrying={bundle.isRefetching} />
      ) : (
        <Stack gap="lg">
          <ProjectFacts project={bundle.data} />
          <BundleForm
            key={bundle.data.updated_at}
            partner={bundle.data.partner}
            bundle={bundle.data}
            initialValues={bundleToFormValues(bundle.data)}
            submitLabel="Save bundle"
            onSubmit={async (values) => {
              const result = await saveBundle(bundle.data.id, toBundleInput(values, bundle.data.partner.id));
              await settleSavedProject(queryClient, bundleQuery(id).queryKey, result, projectMessages.bundleSaved);
            }}
          />
          <ProjectChangelog projectId={bundle.data.id} />
        </Stack>
      )}
    </Stack>
  );
}
