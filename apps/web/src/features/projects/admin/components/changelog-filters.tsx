import { TextInput } from '@mantine/core';
import { Select } from '../../../../components/ui/select';
import { useState } from 'react';
import { PROJECT_CHANGE_ACTIONS, PROJECT_CHANGE_ACTION_LABELS, PROJECT_CHANGE_STATUSES, projectMessages } from '@goodhive/contract/texts';
import { DateRangeFields } from '../../../../components/ui/date-range-fields';
import { ClearFiltersButton, FilterBar } from '../../../../components/ui/filter-bar';
import { CHANGE_STATUS_LABELS } from '../../change-format';
import { WorthyCauseSelect } from './worthy-cause-select';

export const CHANGELOG_FILTERS = ['partner', 'project', 'action', 'status', 'from', 'to'] as const;
type Values = Record<(typeof CHANGELOG_FILTERS)[number], string>;

type ChangelogFiltersProps = {
  values: Values;
  onChange: (patch: Partial<Values>, options?: { replace?: boolean }) => void;
  /** Whether any filter is set: 'Clear filters' shows only then. */
  hasFilters: boolean;
  onClear: () => void;
};

/** Whether the date range is backwards (the list is not asked for then). */
export const isRangeReversed = (v: Pick<Values, 'from' | 'to'>) => Boolean(v.from && v.to && v.from > v.to);

/** The change log's filters: worthy cause, project id, action, state and a date range (both days included); one a row on phones, two on tablets, three on wide screens. */
export function ChangelogFilters({ values, onChange, hasFilters, onClear }: ChangelogFiltersProps) {
  const [project, setProject] = useState(values.project);
  const [synced, setSynced] = useState(values.project);
  if (values.project !== synced) {
    setSynced(values.project);
    setProject(values.project);
  }
  const projectError = project && !/^[1-9]\d{0,9}$/.test(project) ? 'Enter a project number, e.g. 1383.' : undefined;
  return (
    <FilterBar columns={{ base: 1, xs: 2, md: 3 }} as="group">
      <WorthyCauseSelect value={values.partner || null} onChange={(partner) => onChange({ partner })} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!projectError) onChange({ project: project.trim() });
        }}
      >
        <TextInput
          label="Project number"
          description="Press Enter to apply"
          inputMode="numeric"
          value={project}
          onChange={(event) => setProject(event.currentTarget.value.trim())}
          onBlur={() => !projectError && onChange({ project })}
          error={projectError}
          maxLength={10}
        />
      </form>
      <Select
        label="Action"
        placeholder="Every action"
        data={PROJECT_CHANGE_ACTIONS.map((a) => ({ value: a, label: PROJECT_CHANGE_ACTION_LABELS[a] }))}
        value={values.action || null}
        onChange={(value) => onChange({ action: value ?? '' })}
        clearable
        clearButtonProps={{ 'aria-label': 'Show every action' }}
      />
      <Select
        label="State"
        placeholder="Every state"
        data={PROJECT_CHANGE_STATUSES.map((s) => ({ value: s, label: CHANGE_STATUS_LABELS[s] }))}
        value={values.status || null}
        onChange={(value) => onChange({ status: value ?? '' })}
        clearable
        clearButtonProps={{ 'aria-label': 'Show every state' }}
      />
      <DateRangeFields
        begin={values.from}
        end={values.to}
        onBeginChange={(from) => onChange({ from })}
        onEndChange={(to) => onChange({ to })}
        error={isRangeReversed(values) ? projectMessages.datesOutOfOrder : undefined}
      />
      <ClearFiltersButton active={hasFilters} onClear={onClear} ownRow />
    </FilterBar>
  );
}
