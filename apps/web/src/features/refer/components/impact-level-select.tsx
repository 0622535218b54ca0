import { useQuery } from '@tanstack/react-query';
import type { ProjectCard } from '@goodhive/contract';
import { formatAmount } from '@goodhive/contract/texts';
import { Select } from '../../../components/ui/select';
import { apiRequest } from '../../../lib/api';

/** GET /api/projects?limit=-1: the live projects with their impact levels, for the reward pickers. */
const liveProjectsQuery = () => ({
  queryKey: ['refer', 'admin', 'live-projects'],
  queryFn: async () => (await apiRequest<ProjectCard[]>('/projects', { query: { limit: '-1', sort: 'name' } })).data,
  staleTime: 60_000,
});

type Props = { value: number | null; onChange: (id: number | null) => void; error: string | null; required?: boolean };

/** Picks a live project's impact level by project and unit (searchable), instead of asking for a raw ID. */
export function ImpactLevelSelect({ value, onChange, error, required }: Props) {
  const projects = useQuery(liveProjectsQuery());
  const data = (projects.data ?? []).map((p) => ({
    group: p.title,
    items: p.impact_levels.map((l) => ({ value: String(l.id), label: `${p.title}: ${l.impact_unit} (US $${formatAmount(l.price)} each)` })),
  }));
  const known = value === null || (projects.data ?? []).some((p) => p.impact_levels.some((l) => l.id === value));
  return (
    <Select
      label="Impact"
      description={projects.isError ? 'The projects could not be loaded' : "A live project's impact level"}
      placeholder={projects.isPending ? 'Loading projects…' : 'Search a project'}
      required={required}
      searchable
      nothingFoundMessage="No live project found"
      data={known ? data : [...data, { group: 'Current', items: [{ value: String(value), label: `Impact level ${value}` }] }]}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
