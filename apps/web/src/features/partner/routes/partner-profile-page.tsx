import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { partnerProfileQuery } from '../api/partner-profile';
import { CompletenessCard } from '../components/completeness-card';
import { OrganisationForm } from '../components/organisation-form';
import { ContactsSection, CountriesSection, TaxSection } from '../components/people-and-places';

/** Route 'profile' (/profile) of the partner panel: the organisation's profile and its completeness. */
export function PartnerProfilePage() {
  const profile = useQuery(partnerProfileQuery());
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title="Profile"
        description="What givers and our team know about your organisation. A complete profile helps your projects go live sooner."
      />
      {profile.isPending ? (
        <LoadingState label="Loading your profile…" />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />
      ) : (
        <>
          <CompletenessCard completeness={profile.data.completeness} />
          <OrganisationForm profile={profile.data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <CountriesSection profile={profile.data} />
            <TaxSection profile={profile.data} />
          </SimpleGrid>
          <ContactsSection profile={profile.data} />
        </>
      )}
    </Stack>
  );
}
