import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ProjectChangeStatus } from '@goodhive/contract';
import { PROJECT_CHANGE_ACTIONS, PROJECT_CHANGE_STATUSES, type ProjectChangeAction } from '@goodhive/contract/texts';
import { ListPager } from '../../../../components/ui/list-pager';
import { PageHeader } from '../../../../components/ui/page-header';
import { ReversedRangeNote } from '../../../../components/ui/date-range-fields';
import { QueryState, UpdatingIndicator } from '../../../../components/ui/query-state';
import { ChangelogEntry } from '../../components/changelog-entry';
import { PAGE_SIZE } from '../../api/partner-projects';
import { useUrlFilters } from '../../use-url-filters';
import { adminEditPath } from '../admin-paths';
import { adminChangelogQuery, type ChangelogParams } from '../api/admin-projects';
import { partnerOptionsQuery } from '../api/partner-options';
import { CHANGELOG_FILTERS, ChangelogFilters, isRangeReversed } from '../components/changelog-filters';

const oneOf = <T extends string>(list: readonly T[], v: string): T | undefined => ((list as readonly string[]).includes(v) ? (v as T) : undefined);
const positive = (v: string) => (/^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined);

/** Route 'admin.wcuuser.project.changelog' (/admin/wcuuser/project/changelog): who changed what on every project, when, before and after. */
export function ChangelogPage() {
  const { values, page, hasFilters, change, setPage, clear } = useUrlFilters(CHANGELOG_FILTERS);
  const partners = useQuery(partnerOptionsQuery());
  const reversed = isRangeReversed(values);
  const params: ChangelogParams = {
    page,
    partner_id: positive(values.partner),
    project_id: positive(values.project),
    action: oneOf<ProjectChangeAction>(PROJECT_CHANGE_ACTIONS, values.action),
    status: oneOf<ProjectChangeStatus>(PROJECT_CHANGE_STATUSES, values.status),
    begin_date: values.from || undefined,
    end_date: values.to || undefined,
  };
  const log = useQuery({ ...adminChangelogQuery(params), enabled: !reversed });
  const pathOf = (projectId: number, partnerId: number) => {
    const userId = partners.data?.find((p) => p.id === partnerId)?.user_id;
    // The log does not say whether a project is a bundle: the project path redirects bundles to their form.
    return userId ? adminEditPath({ id: projectId, is_bundle: false, partner: { user_id: userId } }) : null;
  };
  const data = reversed ? undefined : log.data;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="WC & Projects"
        title="Project change log"
        description="Every change to every project: who made it and when, its review, and each field before and after."
      />
      <ChangelogFilters values={values} onChange={change} hasFilters={hasFilters} onClear={clear} />
      <section aria-labelledby="changelog-title">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz={18} id="changelog-title">
              <span aria-live="polite">{data ? `${data.total} ${data.total === 1 ? 'entry' : 'entries'}${hasFilters ? ' found' : ''}` : 'Entries'}</span>
            </Title>
            <UpdatingIndicator query={log} />
          </Group>
          {reversed ? (
            <ReversedRangeNote />
          ) : (
            <QueryState
              query={log}
              loadingLabel="Loading the change log…"
              errorTitle="The change log could not be loaded"
              isEmpty={(d) => d.rows.length === 0}
              empty={{ title: hasFilters ? 'No entries match these filters' : 'No changes recorded yet' }}
            >
              {(d) => (
                <>
                  <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Change log, newest first">
                    {d.rows.map((entry) => (
                      <ChangelogEntry key={entry.id} change={entry} showProject projectPath={pathOf(entry.project.id, entry.partner.id)} />
                    ))}
                  </Stack>
                  <ListPager total={d.total} pageSize={PAGE_SIZE} page={page} onChange={setPage} label="Pages of the change log" />
                </>
              )}
            </QueryState>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
