import { Anchor, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Story } from '@goodhive/contract';
import { storyTexts as t } from '@goodhive/contract/texts';
import { PlusIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { PATHS, recurringImpactPath } from '../../../lib/paths';
import { storiesQuery } from '../api/stories';
import { StoryBadges } from '../components/story-badges';

const PAGE_SIZE = 12;

/** One story: its words, what it gives, its state and next giving. */
function StoryCard({ story }: { story: Story }) {
  const headingId = `story-${story.id}`;
  return (
    <Paper p="lg" shadow="xs" component="article" aria-labelledby={headingId} data-testid="story">
      <Stack gap="xs" h="100%">
        <StoryBadges story={story} />
        <Title order={3} fz={17} c="forest.9" id={headingId}>
          {story.story_text}
        </Title>
        <Text fz="sm" c="dimmed">
          {story.projects.map((p) => `${p.quantity.toLocaleString('en-US')} × ${p.impact_unit}`).join(', ')}
        </Text>
        <Text fz="sm">
          <strong>{formatUsd(story.amt_total_usd)}</strong> {t.perGiving}
        </Text>
        {story.next_giving_date ? (
          <Text fz="sm">
            {t.nextGiving}: <strong>{formatDisplayDate(story.next_giving_date)}</strong>
          </Text>
        ) : null}
        <Group mt="auto" pt="xs">
          <Button component={Link} to={recurringImpactPath(story.id)} variant="default" size="xs" aria-label={`${t.view}: ${story.story_text}`}>
            {t.view}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Route 'recurring-impacts' (side menu Recurring impacts): the account's stories with the §3 filters (status,
 * monthly or one-off, search), newest change first, a page at a time.
 */
export function RecurringImpactsPage() {
  const user = useSignedInUser();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const status = search.get('status') ?? '';
  const kind = search.get('is_giving_monthly') ?? '';
  const text = search.get('search') ?? '';
  const stories = useQuery({ ...storiesQuery({ page, limit: PAGE_SIZE, status, is_giving_monthly: kind, search: text }), placeholderData: keepPreviousData });
  const set = (key: string, value: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });
  const createButton = (
    <Button component={Link} to={PATHS.createRecurringImpacts} leftSection={<PlusIcon size={16} />}>
      {t.createButton}
    </Button>
  );
  const filtered = Boolean(status || kind || text);

  return (
    <Stack gap="xl">
      <PageHeader eyebrow={accountHeading(user)} title={t.listTitle} description={t.listDescription}>
        <Group mt="xs">
          {createButton}
          <Button component={Link} to={PATHS.campaignSettings} variant="default">
            Campaigns
          </Button>
        </Group>
      </PageHeader>
      <Group align="flex-end" gap="md" component="section" aria-label="Filters">
        <TextInput label={t.search} value={text} onChange={(e) => set('search', e.currentTarget.value)} w={260} />
        <NativeSelect
          label={t.filterStatus}
          value={status}
          onChange={(e) => set('status', e.currentTarget.value)}
          data={[
            { value: '', label: t.allStatuses },
            { value: 'active', label: t.active },
            { value: 'draft', label: t.draft },
          ]}
        />
        <NativeSelect
          label={t.filterKind}
          value={kind}
          onChange={(e) => set('is_giving_monthly', e.currentTarget.value)}
          data={[
            { value: '', label: t.allKinds },
            { value: '1', label: t.monthly },
            { value: '0', label: t.oneOff },
          ]}
        />
        {filtered ? (
          <Anchor component="button" type="button" fz="sm" onClick={() => setSearch(new URLSearchParams())}>
            Clear filters
          </Anchor>
        ) : null}
      </Group>
      <QueryState
        query={stories}
        loadingLabel="Loading your recurring impacts…"
        errorTitle="Your recurring impacts could not be loaded"
        isEmpty={(d) => d.stories.length === 0}
        empty={filtered ? { title: 'No story matches these filters.' } : { title: t.empty, description: t.emptyHint, action: createButton }}
      >
        {(data) => (
          <Stack gap="lg">
            <Text fz="sm" c="dimmed" role="status">
              {data.total} {data.total === 1 ? 'story' : 'stories'}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {data.stories.map((story) => (
                <StoryCard key={story.id} story={story} />
              ))}
            </SimpleGrid>
            <ListPager total={data.total} pageSize={PAGE_SIZE} page={page} onChange={(p) => set('page', String(p))} label="Pages of your recurring impacts" />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
