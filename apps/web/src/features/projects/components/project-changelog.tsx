import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListPager } from '../../../components/ui/list-pager';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { CHANGELOG_PAGE_SIZE, projectChangelogQuery } from '../api/partner-projects';
import { ChangelogEntry } from './changelog-entry';
import { FormSection } from './form-section';

/** The change log of one project (GET /partner/projects/{id}/changelog), ten entries a page. */
export function ProjectChangelog({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const log = useQuery(projectChangelogQuery(projectId, page));
  return (
    <FormSection id="project-changelog-title" title="Change log" description="Who changed what on this project, and when.">
      {log.isPending ? (
        <LoadingState label="Loading the change log…" />
      ) : log.isError ? (
        <ErrorState title="The change log could not be loaded" error={log.error} onRetry={() => void log.refetch()} retrying={log.isRefetching} />
      ) : log.data.rows.length === 0 ? (
        <EmptyBlock title="No changes recorded yet" />
      ) : (
        <Stack gap="sm">
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Change log, newest first">
            {log.data.rows.map((change) => (
              <ChangelogEntry key={change.id} change={change} />
            ))}
          </Stack>
          <ListPager total={log.data.total} pageSize={CHANGELOG_PAGE_SIZE} page={page} onChange={setPage} label="Pages of the change log" />
        </Stack>
      )}
    </FormSection>
  );
}
