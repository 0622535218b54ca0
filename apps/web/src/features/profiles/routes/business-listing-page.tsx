import '@mantine/core/styles/Pagination.css';
import { Anchor, Button, Container, Group, Pagination, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BUSINESS_LISTING_PAGE_SIZE } from '@goodhive/contract/texts';
import { SearchIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useSession } from '../../../lib/auth';
import { pluralise } from '../../../lib/money';
import { businessListingQuery } from '../api/profiles';
import { publicPageQuery } from '../../../lib/public-pages';
import { ListingOptIn } from '../components/listing-opt-in';
import { countriesQuery, industriesQuery } from '../../../lib/lookups';
import { BusinessCard } from '../components/business-card';

/**
 * The two pickers render their options when their list opens. Mantine keeps them mounted, hidden, by default: here
 * that is about 300 options (every country and industry), each positioned by floating-ui in the page's first render,
 * one task of 160 ms in Lighthouse's trace. A single-choice list closes once an option is chosen, so nothing stays open.
 */
const OPTIONS_WHEN_OPEN = { keepMounted: false } as const;

const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

const LISTING_HEADING = {
  eyebrow: 'Community',
  title: 'Business listing',
  description: 'Businesses that give through Goodhive and show their impact publicly. Open a profile to see the causes and projects they support.',
};

/** Route 'public.members' (/members): the listing under the members page's heading, which staff edit (public pages). */
export function MembersPage() {
  const page = useQuery(publicPageQuery('members'));
  const heading = page.data ? { eyebrow: page.data.eyebrow, title: page.data.heading, description: page.data.intro } : LISTING_HEADING;
  return <BusinessListingPage heading={heading} />;
}

/** Route 'business-listing' (/business-listing): the businesses that show their impact publicly. */
export function BusinessListingPage({ heading = LISTING_HEADING }: { heading?: typeof LISTING_HEADING }) {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const search = params.get('search') ?? '';
  const [debounced] = useDebouncedValue(search, 300);
  const industryId = positive(params.get('industry'));
  const countryId = positive(params.get('country'));
  const page = positive(params.get('page')) ?? 1;
  const listing = useQuery(businessListingQuery({ search: debounced || undefined, industry_id: industryId, country_id: countryId, page, limit: BUSINESS_LISTING_PAGE_SIZE }));
  const countries = useQuery(countriesQuery());
  const industries = useQuery(industriesQuery());
  const user = session.status === 'ready' ? session.user : null;
  const ownCompany = user?.account === 'company' ? user.user_business?.company_id : null;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  // A page of businesses renders at a transition's priority when it arrives (in slices, not one long task).
  const shown = useDeferredValue(listing.data);
  const pages = shown ? Math.max(1, Math.ceil(shown.total / BUSINESS_LISTING_PAGE_SIZE)) : 1;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} w="100%">
      <Stack gap="xl">
        <PageHeader eyebrow={heading.eyebrow} title={heading.title} description={heading.description}>
          {ownCompany ? (
            <Group mt="xs">
              <Button component={Link} to={`/business-profile/${ownCompany}`} variant="light" color="forest" size="sm">
                View and share your profile
              </Button>
            </Group>
          ) : null}
        </PageHeader>
        {ownCompany ? <ListingOptIn companyId={ownCompany} show="until-listed" /> : null}
        <Paper p="md" shadow="xs" role="search" aria-label="Find businesses">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Search"
              placeholder="Business name"
              leftSection={<SearchIcon size={16} />}
              value={search}
              onChange={(event) => update({ search: event.currentTarget.value })}
            />
            <Select
              label="Industry"
              placeholder="All industries"
              clearable
              searchable
              data={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
              value={industryId ? String(industryId) : null}
              onChange={(value) => update({ industry: value })}
              comboboxProps={OPTIONS_WHEN_OPEN}
            />
            <Select
              label="Country"
              placeholder="All countries"
              clearable
              searchable
              data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={countryId ? String(countryId) : null}
              onChange={(value) => update({ country: value })}
              comboboxProps={OPTIONS_WHEN_OPEN}
            />
          </SimpleGrid>
        </Paper>
        {listing.isError ? (
          <ErrorState error={listing.error} onRetry={() => void listing.refetch()} retrying={listing.isRefetching} />
        ) : !shown ? (
          // A page of businesses fills more than a screen: the loading state keeps that room for it.
          <LoadingState label="Loading businesses…" reserve="100vh" />
        ) : shown.items.length === 0 ? (
          <EmptyBlock
            title="No businesses match"
            description={search || industryId || countryId ? 'Try another name, or clear the filters.' : 'No business shows its profile publicly yet.'}
            action={
              search || industryId || countryId ? (
                <Anchor component="button" type="button" onClick={() => setParams(new URLSearchParams(), { replace: true })} fw={600}>
                  Clear the filters
                </Anchor>
              ) : undefined
            }
          />
        ) : (
          <>
            <Text fz="sm" c="dimmed" aria-live="polite">
              {pluralise(shown.total, 'business', 'businesses')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {shown.items.map((b) => (
                <BusinessCard key={b.id} business={b} />
              ))}
            </SimpleGrid>
            {pages > 1 ? (
              <Group justify="center">
                <Pagination total={pages} value={Math.min(page, pages)} onChange={(p) => update({ page: String(p) })} color="forest" getControlProps={(control) => ({ 'aria-label': `${control} page` })} />
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Container>
  );
}
