import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdminPartnerRow } from '@goodhive/contract';
import { CheckCircleIcon, UsersIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ListPager } from '../../../components/ui/list-pager';
import lists from '../../../components/ui/lists.module.css';
import { QueryState } from '../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../components/ui/results-heading';
import { pluralise } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { ResourcesManager } from '../../partner-documents';
import { adminPartnersQuery } from '../api/partners';
import { PartnerListControls } from '../components/list-controls';
import { partnerLinks } from '../components/partner-links';
import { ScoreBar } from '../components/partner-facts';
import classes from '../components/partner-admin.module.css';
import { ADMIN_PARTNERS_PAGE_SIZE } from '../partner-filters';
import { usePartnerFilters } from '../use-partner-filters';

function ProfileRow({ partner }: { partner: AdminPartnerRow }) {
  const { missing } = partner.completeness;
  return (
    <li className={classes.profileRow} data-testid="profile-row">
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={partnerLinks(partner).profile} fw={650}>
          {partner.worthy_cause_name}
        </Anchor>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {partner.contact_first_name} {partner.contact_last_name} · {partner.contact_email}
        </Text>
      </div>
      <Stack gap={4}>
        <ScoreBar partner={partner} />
        {missing.length ? (
          <Text fz="xs" c="dimmed" data-testid="profile-missing">
            Missing: {missing.map((m) => m.label).join(', ')}
          </Text>
        ) : (
          <Badge color="forest" variant="light" radius="sm" tt="none" leftSection={<CheckCircleIcon size={12} />} w="fit-content">
            Complete
          </Badge>
        )}
      </Stack>
      <Button component={Link} to={partnerLinks(partner).profile} size="xs" variant="light" color="forest" style={{ justifySelf: 'start' }} aria-label={`Edit the profile of ${partner.worthy_cause_name}`}>
        Edit profile
      </Button>
    </li>
  );
}

/**
 * Route 'admin.wcuuser.profiles' (/admin/wcuuser/profiles): every partner's profile completeness score
 * with what is missing, least complete first; and the resources shared with every partner.
 */
export function PartnerProfilesPage() {
  const { filters, change } = usePartnerFilters('score');
  const partners = useQuery(adminPartnersQuery(filters));
  const results = useResultsHeading({ smooth: false });
  const page = partners.data;
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="WC & Projects" title="Partner profiles" description="How complete each partner's profile is and what it still lacks. Open one to edit it or to send its documents.">
        <Group gap="sm" mt="xs">
          <Button component={Link} to={PATHS.adminWcuUsers} variant="light" color="forest" leftSection={<UsersIcon size={18} />}>
            Partner users
          </Button>
          <Button component={Link} to={PATHS.adminWcuCreate} variant="default">
            Create partner
          </Button>
        </Group>
      </PageHeader>
      <PartnerListControls filters={filters} onChange={change} withStatus={false} />
      <section aria-labelledby="profiles-results">
        <Stack gap="md">
          <ResultsHeading id="profiles-results" headingRef={results.ref}>
            {page ? `${pluralise(page.total, 'profile')}${filters.search ? ' found' : ''}` : 'Profiles'}
          </ResultsHeading>
          <QueryState
            query={partners}
            loadingLabel="Loading partner profiles…"
            errorTitle="The profiles could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={{ title: filters.search ? 'No profiles match' : 'No partners yet', description: filters.search ? 'Try another name or e-mail.' : 'Create a partner to see its profile here.' }}
          >
            {(d) => (
              <>
                <Paper withBorder radius="md" component="ul" aria-label="Partner profiles" p={0} m={0} style={{ listStyle: 'none', overflow: 'hidden' }} className={partners.isPlaceholderData ? lists.stale : undefined}>
                  {d.rows.map((p) => (
                    <ProfileRow key={p.partner_id} partner={p} />
                  ))}
                </Paper>
                <ListPager
                  total={d.total}
                  pageSize={ADMIN_PARTNERS_PAGE_SIZE}
                  page={filters.page}
                  onChange={(next) => {
                    change({ page: next });
                    results.reveal();
                  }}
                  label="Pages of partner profiles"
                />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
      <ResourcesManager />
    </Stack>
  );
}
