import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { accountDisplayName, accountHeading } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { FEED_PAGE_SIZE, updateFeedQuery } from '../api/giver-updates';
import { UpdateFeedCard } from '../components/update-feed-card';
import classes from '../../../components/ui/lists.module.css';

/** Route 'project-updates.list' (/project-updates/list): news from the projects the account funded, newest first. */
export function UpdatesFeedPage() {
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const feed = useQuery(updateFeedQuery(user.id, user.account, page));
  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow={accountHeading(user)}
        title="Follow your impact updates"
        description={`News from the worthy causes ${accountDisplayName(user)} funded: what was built, who was helped and what comes next.`}
      />
      {feed.isPending ? (
        <LoadingState label="Loading your updates…" />
      ) : feed.isError ? (
        <ErrorState title="The updates could not be loaded" error={feed.error} onRetry={() => void feed.refetch()} retrying={feed.isRefetching} />
      ) : feed.data.rows.length === 0 ? (
        <EmptyBlock
          title={page > 1 && feed.data.total > 0 ? 'This page is past the end of the list' : 'No updates yet'}
          description={
            page > 1 && feed.data.total > 0
              ? undefined
              : 'When you fund a project, its worthy cause posts news here about what your giving made possible.'
          }
          action={
            page > 1 && feed.data.total > 0 ? (
              <Button onClick={() => goTo(1)}>Go to the first page</Button>
            ) : (
              <Button component={Link} to={PATHS.viewAllProjects}>
                Explore projects
              </Button>
            )
          }
        />
      ) : (
        <>
          <Stack gap="lg" component="ul" className={`${classes.cardList} ${feed.isPlaceholderData ? classes.stale : ''}`} aria-label="Updates, newest first">
            {feed.data.rows.map((update) => (
              <li key={update.id}>
                <UpdateFeedCard update={update} />
              </li>
            ))}
          </Stack>
          <ListPager total={feed.data.total} page={page} pageSize={FEED_PAGE_SIZE} onChange={goTo} label="Pages of updates" />
        </>
      )}
    </Stack>
  );
}
