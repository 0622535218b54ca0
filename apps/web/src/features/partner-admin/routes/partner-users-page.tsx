import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { pluralise } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { adminPartnersQuery } from '../api/partners';
import { PartnerListControls, PartnerListPager } from '../components/list-controls';
import { PartnerUserCards, PartnerUsersTable } from '../components/partner-users-table';
import { usePartnerFilters } from '../use-partner-filters';

/**
 * Route 'admin.wcuuser' (/admin/wcuuser): every worthy-cause partner user with search, status and pages,
 * and the ways on: profile, projects, a new project or bundle, and 'Login as this user'.
 */
export function PartnerUsersPage() {
  const { filters, change } = usePartnerFilters('newest');
  const partners = useQuery(adminPartnersQuery(filters));
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const filtered = Boolean(filters.search || filters.status);
  const page = partners.data;

  const goToPage = (next: number) => {
    change({ page: next });
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

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
          <Group justify="space-between" gap="sm">
            <h2 id="partner-users-results" ref={resultsRef} tabIndex={-1} style={{ margin: 0, fontSize: 18, outlineOffset: 4 }}>
              <span aria-live="polite" aria-atomic="true">
                {page ? `${pluralise(page.total, 'partner user')}${filtered ? ' found' : ''}` : 'Partner users'}
              </span>
            </h2>
            {partners.isFetching && !partners.isPending ? (
              <Group gap={6} role="status">
                <Loader size={14} color="forest" aria-hidden="true" />
                <Text fz="sm" c="dimmed">
                  Updating…
                </Text>
              </Group>
            ) : null}
          </Group>
          {partners.isPending ? (
            <LoadingState label="Loading partner users…" />
          ) : partners.isError ? (
            <ErrorState title="The partner users could not be loaded" error={partners.error} onRetry={() => void partners.refetch()} retrying={partners.isRefetching} />
          ) : page && page.rows.length === 0 ? (
            <EmptyBlock
              title={filtered ? 'No partner users match' : 'No partner users yet'}
              description={filtered ? 'Try another name or e-mail, or all statuses.' : 'Create the first partner user to open their panel.'}
              action={
                filtered ? (
                  <Button onClick={() => change({ search: '', status: null })}>Clear filters</Button>
                ) : (
                  <Button component={Link} to={PATHS.adminWcuCreate}>
                    Create partner
                  </Button>
                )
              }
            />
          ) : page ? (
            <>
              {narrow ? <PartnerUserCards rows={page.rows} stale={partners.isPlaceholderData} /> : <PartnerUsersTable rows={page.rows} stale={partners.isPlaceholderData} />}
              <PartnerListPager total={page.total} page={filters.page} onChange={goToPage} label="Pages of partner users" />
            </>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}
