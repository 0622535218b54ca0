import { Button, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROJECT_CHANGE_ACTIONS, PROJECT_CHANGE_ACTION_LABELS, PROJECT_CHANGE_STATUSES, projectMessages } from '@goodhive/contract';
import { CHANGE_STATUS_LABELS } from '../../projects/change-format';
import { partnerOptionsQuery } from '../api/partner-options';
import classes from './changelog-filters.module.css';

export const CHANGELOG_FILTERS = ['partner', 'project', 'action', 'status', 'from', 'to'] as const;
type Values = Record<(typeof CHANGELOG_FILTERS)[number], string>;

type ChangelogFiltersProps = {
  values: Values;
  onChange: (patch: Partial<Values>, options?: { replace?: boolean }) => void;
  onClear?: () => void;
};

/** Whether the date range is backwards (the list is not asked for then). */
export const isRangeReversed = (v: Pick<Values, 'from' | 'to'>) => Boolean(v.from && v.to && v.from > v.to);

/** The change log's filters: worthy cause, project id, action, state and a date range (both days included). */
export function ChangelogFilters({ values, onChange, onClear }: ChangelogFiltersProps) {
  const partners = useQuery(partnerOptionsQuery());
  const [project, setProject] = useState(values.project);
  const [synced, setSynced] = useState(values.project);
  if (values.project !== synced) {
    setSynced(values.project);
    setProject(values.project);
  }
  const projectError = project && !/^[1-9]\d{0,9}$/.test(project) ? 'Enter a project number, e.g. 1383.' : undefined;
  return (
    <div role="group" aria-label="Filters" className={classes.filters}>
      <Select
        label="Worthy cause"
        placeholder={partners.isPending ? 'Loading…' : 'Every worthy cause'}
        data={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.worthy_cause_name }))}
        value={values.partner || null}
        onChange={(value) => onChange({ partner: value ?? '' })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Show every worthy cause' }}
      />
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
      <TextInput type="date" label="From" description="First day, included" value={values.from} max={values.to || undefined} onChange={(e) => onChange({ from: e.currentTarget.value })} />
      <TextInput
        type="date"
        label="To"
        description="Last day, included"
        value={values.to}
        min={values.from || undefined}
        error={isRangeReversed(values) ? projectMessages.datesOutOfOrder : undefined}
        onChange={(e) => onChange({ to: e.currentTarget.value })}
      />
      {onClear ? (
        <Button variant="subtle" color="forest" onClick={onClear} w="fit-content" className={classes.clear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
