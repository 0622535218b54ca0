import { Anchor, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { PartnerProfile } from '@goodhive/contract';
import { partnerMessages } from '@goodhive/contract/texts';
import { ArrowLeftIcon, FileTextIcon, PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { PATHS } from '../../../lib/paths';
import { StaffDocumentsPanel } from '../../partner-documents';
import { partnerProfileQuery, CompletenessCard, OrganisationForm, ContactsSection, CountriesSection, TaxSection } from '../../partner';
import { partnerLinks } from '../components/partner-links';

function StaffProfile({ profile }: { profile: PartnerProfile }) {
  const links = partnerLinks({ partner_id: profile.id, user_id: profile.user_id });
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="WC & Projects · Partner profile"
        title={profile.worthy_cause_name}
        description="The partner's profile as they keep it in their panel. Bank details are shown only to the partner and our team."
      >
        <Group gap="sm" mt="xs">
          <Button component={Link} to={links.projects} variant="light" color="forest" leftSection={<FileTextIcon size={18} />}>
            Projects
          </Button>
          <Button component={Link} to={links.createProject} variant="default" leftSection={<PlusIcon size={18} />}>
            Create a project
          </Button>
        </Group>
      </PageHeader>
      <CompletenessCard completeness={profile.completeness} isStaffView />
      <OrganisationForm profile={profile} partnerId={profile.id} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <CountriesSection profile={profile} partnerId={profile.id} />
        <TaxSection profile={profile} partnerId={profile.id} />
      </SimpleGrid>
      <ContactsSection profile={profile} partnerId={profile.id} />
      <StaffDocumentsPanel userId={profile.user_id} partnerName={profile.worthy_cause_name} />
      <Anchor component={Link} to={PATHS.adminWcuProfiles} fz="sm" fw={600} w="fit-content">
        <Group gap={6} component="span">
          <ArrowLeftIcon size={16} /> Back to partner profiles
        </Group>
      </Anchor>
    </Stack>
  );
}

/**
 * Route 'admin.wcuuser.profiles.edit' (/admin/wcuuser/profiles/{id}, id = the partner's id): staff edit the
 * partner's profile with the partner's own sections, and send its remittance advice and annual documents.
 */
export function PartnerProfileEditPage() {
  const { id } = useParams();
  const partnerId = Number(id);
  const valid = Number.isInteger(partnerId) && partnerId > 0;
  const profile = useQuery({ ...partnerProfileQuery(partnerId), enabled: valid });
  if (!valid) return <ErrorState title="This profile could not be loaded" error={new ApiError(404, partnerMessages.partnerNotFound)} />;
  if (profile.isPending) return <LoadingState label="Loading the partner's profile…" />;
  if (profile.isError) return <ErrorState title="This profile could not be loaded" error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />;
  // A new partner starts with fresh forms.
  return <StaffProfile key={profile.data.id} profile={profile.data} />;
}
