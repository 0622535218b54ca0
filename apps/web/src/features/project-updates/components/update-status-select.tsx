import { Select } from '../../../components/ui/select';
import { PROJECT_UPDATE_STATUS_LABELS, PROJECT_UPDATE_STATUSES, type ProjectUpdateStatus } from '@goodhive/contract/texts';

/** The update lists' status filter: published or hidden, or any status. */
export function UpdateStatusSelect({ value, onChange }: { value: ProjectUpdateStatus | null; onChange: (status: ProjectUpdateStatus | null) => void }) {
  return (
    <Select
      label="Status"
      placeholder="Any status"
      data={PROJECT_UPDATE_STATUSES.map((s) => ({ value: s, label: PROJECT_UPDATE_STATUS_LABELS[s] }))}
      value={value}
      onChange={(v) => onChange((v as ProjectUpdateStatus | null) ?? null)}
      clearable
      clearButtonProps={{ 'aria-label': 'Any status' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
