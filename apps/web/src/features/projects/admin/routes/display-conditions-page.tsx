import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CardList } from '../../../../components/ui/data-table';
import { ClearFiltersButton, FilterBar } from '../../../../components/ui/filter-bar';
import { ListPager } from '../../../../components/ui/list-pager';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryState, filteredEmpty } from '../../../../components/ui/query-state';
import { ResultsHeading, useResultsHeading } from '../../../../components/ui/results-heading';
import { SearchBox } from '../../../../components/ui/search-box';
import { PAGE_SIZE } from '../../api/partner-projects';
import rowClasses from '../../components/project-row.module.css';
import { ProjectStatusBadge } from '../../components/project-status-badge';
import { useUrlFilters } from '../../use-url-filters';
import { displayConditionsQuery, type DisplayConditionRow } from '../api/display-conditions';
import { partnerOptionsQuery } from '../api/partner-options';
import { AudienceBadges } from '../components/audience-badges';
import { DisplayConditionsDialog } from '../components/display-conditions-dialog-place';
import { WorthyCauseSelect } from '../components/worthy-cause-select';
import { adminEditPath } from '../admin-paths';

const FILTERS = ['partner', 'search', 'restricted'] as const;

/** Route 'admin.wcuuser.display_conditions' (/admin/wcuuser/display_conditions): which givers see each project. */
export function DisplayConditionsPage() {
  const { values, page, hasFilters, change, setPage, clear } = useUrlFilters(FILTERS);
  const partners = useQuery(partnerOptionsQuery());
  const partnerId = Number(values.partner) > 0 ? Number(values.partner) : undefined;
  const list = useQuery(displayConditionsQuery({ page, partner_id: partnerId, search: values.search || undefined, restricted: values.restricted === '1' ? '1' : undefined }));
  const [editing, setEditing] = useState<DisplayConditionRow | null>(null);
  const userIdOf = (id: number) => partners.data?.find((p) => p.id === id)?.user_id;
  const data = list.data;
  const results = useResultsHeading({ smooth: false });
  const goToPage = results.revealAfter(setPage);

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="WC & Projects"
        title="Display conditions"
        description="Every project is shown to everyone unless you restrict it here to personal or business accounts, or to givers in some countries."
      />
      <FilterBar columns={{ base: 1, sm: 2, md: 4 }} as="group">
        <WorthyCauseSelect value={partnerId ? String(partnerId) : null} onChange={(partner) => change({ partner })} />
        <SearchBox label="Search" placeholder="Part of a title" value={values.search} onSearch={(search) => change({ search }, { replace: true })} />
        <Checkbox label="Only restricted projects" checked={values.restricted === '1'} onChange={(event) => change({ restricted: event.currentTarget.checked ? '1' : '' })} mb={10} />
        <ClearFiltersButton active={hasFilters} onClear={clear} />
      </FilterBar>
      <section aria-labelledby="conditions-title">
        <Stack gap="md">
          <ResultsHeading id="conditions-title" headingRef={results.ref} query={list}>
            {data ? `${data.total} ${data.total === 1 ? 'project' : 'projects'}` : 'Projects'}
          </ResultsHeading>
          <QueryState
            query={list}
            loadingLabel="Loading the display conditions…"
            errorTitle="The display conditions could not be loaded"
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({ filtered: hasFilters, onClear: clear, filteredTitle: 'No projects match these filters', title: 'No projects yet' })}
          >
            {(d) => (
              <>
                <CardList label="Projects and who sees them">
                  {d.rows.map((row) => {
                    const userId = userIdOf(row.partner.id);
                    return (
                      <Paper key={row.project.id} component="li" p="md" shadow="xs" data-testid="condition-row">
                        <Group justify="space-between" align="center" gap="md">
                          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
                            <Group gap="xs">
                              <ProjectStatusBadge status={row.project.status} />
                              {row.project.is_bundle ? (
                                <Badge color="forest" variant="outline" tt="none" radius="sm">
                                  Bundle
                                </Badge>
                              ) : null}
                            </Group>
                            <Title order={3} fz={17} lh={1.3} c="forest.9" className={rowClasses.title}>
                              {userId ? <Link to={adminEditPath({ ...row.project, partner: { user_id: userId } })}>{row.project.title}</Link> : row.project.title}
                            </Title>
                            <Text fz="sm" c="dimmed">
                              {row.partner.worthy_cause_name}
                            </Text>
                            <AudienceBadges row={row} />
                          </Stack>
                          <Button variant="light" color="forest" onClick={() => setEditing(row)} aria-label={`Change who sees ${row.project.title}`}>
                            Change who sees it
                          </Button>
                        </Group>
                      </Paper>
                    );
                  })}
                </CardList>
                <ListPager total={d.total} pageSize={PAGE_SIZE} page={page} onChange={goToPage} label="Pages of the display conditions" />
              </>
            )}
          </QueryState>
        </Stack>
      </section>
      <DisplayConditionsDialog row={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
