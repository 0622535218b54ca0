import type { PartnerProject, ProjectInput } from '@goodhive/contract';
import type { PROJECT_STATUSES } from '@goodhive/contract/texts';
import type { ProjectFormOutput } from './project-form-schema';

export type { ProjectFormOutput } from './project-form-schema';

// The form's checks (zod) are in project-form-schema.ts: they load with the form, not with the screen.

/** The project form as its inputs hold it: pickers work with string ids, number boxes may be empty (''). */
export type ProjectFormValues = {
  title: string;
  summary: string;
  description: string;
  story: string;
  location: string;
  category_ids: string[];
  locations: { country_id: string | null; state_id: string | null }[];
  images: string[];
  impact_levels: { id: number | null; price: number | string; impact_unit: string; beneficiaries_per_unit: number | string }[];
  /** Staff creating a project choose the status it starts in. */
  status: (typeof PROJECT_STATUSES)[number] | null;
};

export const placeMessages = { countryRequired: 'Choose a country, or remove this place.' } as const;

/** A blank impact level row. */
export const emptyLevel = (): ProjectFormValues['impact_levels'][number] => ({ id: null, price: '', impact_unit: '', beneficiaries_per_unit: '' });

/** A new project's form: empty; a draft needs only its title. */
export function blankProjectValues(status: ProjectFormValues['status'] = null): ProjectFormValues {
  return { title: '', summary: '', description: '', story: '', location: '', category_ids: [], locations: [], images: [], impact_levels: [], status };
}

/** The form filled from a saved project. */
export function projectToFormValues(project: PartnerProject): ProjectFormValues {
  return {
    title: project.title,
    summary: project.summary ?? '',
    description: project.description ?? '',
    story: project.story ?? '',
    location: project.location ?? '',
    category_ids: project.categories.map((c) => String(c.id)),
    locations: project.locations.map((l) => ({ country_id: String(l.country.id), state_id: l.state ? String(l.state.id) : null })),
    images: project.images.map((i) => i.url),
    impact_levels: project.impact_levels
      .filter((l) => l.is_active)
      .map((l) => ({ id: l.id, price: l.price, impact_unit: l.impact_unit, beneficiaries_per_unit: l.beneficiaries_per_unit })),
    status: null,
  };
}

/** The body of POST/PUT /partner/projects from the checked form (ids of existing levels kept). */
export function toProjectInput(values: ProjectFormOutput, extra: Pick<ProjectInput, 'partner_id'> = {}): ProjectInput {
  const { status, impact_levels, ...rest } = values;
  return {
    ...rest,
    ...extra,
    impact_levels: impact_levels.map(({ id, ...level }) => (id ? { id, ...level } : level)),
    ...(status ? { status } : {}),
  };
}

/** How a form places the server's field messages. */
export type ServerErrorLayout = {
  /** The form's top-level fields. */
  fields: readonly string[];
  /** Lists whose item messages ('images.2') belong to the list as a whole. */
  wholeLists?: readonly string[];
  /** Row lists (useFieldArray) whose own messages ('impact_levels') sit on their root. */
  rowLists?: readonly string[];
};

const PROJECT_LAYOUT: ServerErrorLayout = {
  fields: Object.keys(blankProjectValues()),
  wholeLists: ['images', 'category_ids'],
  rowLists: ['impact_levels', 'locations'],
};

/**
 * Where a server field error (a 422 `errors` key) shows in a form: the form path, or null when the form
 * has no such field (the message is then said on its own).
 */
export function formPathOf(key: string, layout: ServerErrorLayout = PROJECT_LAYOUT): string | null {
  const [head] = key.split('.');
  if (!layout.fields.includes(head)) return null;
  if (layout.wholeLists?.includes(head)) return head;
  if (layout.rowLists?.includes(head) && key === head) return `${head}.root`;
  return key;
}
