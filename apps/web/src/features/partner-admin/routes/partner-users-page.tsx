import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ListPager } from '../../../components/ui/list-pager';
import { QueryState, filteredEmpty } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { pluralise } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { adminPartnersQuery } from '../api/partners';
import { PartnerListControls } from '../components/list-controls';
import { PartnerUserCards, PartnerUsersTable } from '../components/partner-users-table';
import { ADMIN_PARTNERS_PAGE_SIZE } from '../partner-filters';
import { usePartnerFilters } from '../use-partner-filters';

/**
 * Route 'admin.wcuuser' (/admin/wcuuser): every worthy-cause partner user with search, status and pages,
 * and the ways on: profile, projects, a new project or bundle, and 'Login as this user'.
 */
export function PartnerUsersPage() {
  const { filters, change } = usePartnerFilters('newest');
  const partners = useQuery(adminPartnersQuery(filters));
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const results = useResultsHeading({ smooth: false });
  const filtered = Boolean(filters.search || filters.status);
  const page = partners.data;
  const goToPage = results.revealAfter((next: number) => change({ page: next }));

  return (
    <Stack gap="xl">
      <PageHeader eyebrow="WC & Projects" title="Partner users" description="The people who sign in to the Worthy Cause User Panel for each partner organisation.">
        <Group gap="sm" mt="xs">
          <Button component={Link} to={PATHS.adminWcuCreate} leftSection={<PlusIcon size={18} />}>
            Create partner
          </Button>
          <Button component={Link} to={PATHS.adminWcuProfiles} variant="light" color="forest">
            Partner profiles
          </Button>
        </Group>
      </PageHeader>

      <PartnerListControls filters={filters} onChange={change} />

      <section aria-labelledby="partner-users-results">
        <Stack gap="md">
          <ResultsHeading id="partner-users-results" headingRef={results.ref} query={partners}>
            {page ? `${pluralise(page.total, 'partner user')}${filtered ? ' found' : ''}` : 'Partner users'}
          </ResultsHeading>
          <QueryState
            query={partners}
            loadingLabel="Loading partner users…"
            errorTitle="The partner users could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({
              filtered,
              onClear: () => change({ search: '', status: null }),
              filteredTitle: 'No partner users match',
              filteredDescription: 'Try another name or e-mail, or all statuses.',
              title: 'No partner users yet',
              description: 'Create the first partner user to open their panel.',
              action: (
                <Button component={Link} to={PATHS.adminWcuCreate}>
                  Create partner
                </Button>
              ),
            })}
          >
            {(d) => (
              <>
                {narrow ? <PartnerUserCards rows={d.rows} stale={partners.isPlaceholderData} /> : <PartnerUsersTable rows={d.rows} stale={partners.isPlaceholderData} />}
                <ListPager total={d.total} pageSize={ADMIN_PARTNERS_PAGE_SIZE} page={filters.page} onChange={goToPage} label="Pages of partner users" />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
    </Stack>
  );
}
