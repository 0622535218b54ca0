import { Select } from '../../../components/ui/select';
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS, type ProjectStatus } from '@goodhive/contract/texts';

/** The project lists' status filter; '' when every status is shown. */
export function ProjectStatusSelect({ value, onChange }: { value: ProjectStatus | undefined; onChange: (status: string) => void }) {
  return (
    <Select
      label="Status"
      placeholder="All statuses"
      data={PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] }))}
      value={value ?? null}
      onChange={(next) => onChange(next ?? '')}
      clearable
      clearButtonProps={{ 'aria-label': 'Show every status' }}
    />
  );
}
