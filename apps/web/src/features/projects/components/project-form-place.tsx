import { deferred } from '../../../components/ui/deferred';
import { FormPlaceholder } from '../../../components/ui/form-placeholder';
import type { ProjectFormProps } from './project-form';

/** The project form, loaded after the first paint with its validation and pickers (see project-form.tsx). */
export const ProjectForm = deferred<ProjectFormProps>(
  () => import('./project-form').then((module) => module.ProjectForm),
  () => <FormPlaceholder label="Loading the project form…" height={1600} />,
);
