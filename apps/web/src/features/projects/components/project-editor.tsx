import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PartnerProject } from '@goodhive/contract';
import { projectMessages } from '@goodhive/contract/texts';
import { saveProject } from '../api/partner-projects';
import { useProjectMutation } from '../api/use-project-mutation';
import { projectToFormValues, toProjectInput, type ProjectFormOutput } from '../project-form-values';
import { ProjectActions } from './project-actions';
import { ProjectBanners } from './project-banners';
import { ProjectChangelog } from './project-changelog';
import { ProjectFacts } from './project-facts';
import { ProjectForm } from './project-form-place';

type ProjectEditorProps = {
  project: PartnerProject;
  audience: 'partner' | 'staff';
  onDeleted: () => void;
  /** Staff's review buttons (see ProjectBanners). */
  reviewActions?: ReactNode;
  changeActions?: ReactNode;
};

/** Editing one project: where it stands, its status actions, the form and its change log. */
export function ProjectEditor({ project, audience, onDeleted, reviewActions, changeActions }: ProjectEditorProps) {
  const goesToReview = audience === 'partner' && (project.status === 'live' || project.status === 'paused');
  const save = useProjectMutation((values: ProjectFormOutput) => saveProject(project.id, toProjectInput(values)), goesToReview ? projectMessages.changeRequested : projectMessages.saved);
  const contributionsByLevel = Object.fromEntries(project.impact_levels.map((l) => [l.id, l.contributions]));
  return (
    <Stack gap="lg">
      <ProjectBanners project={project} audience={audience} reviewActions={reviewActions} changeActions={changeActions} />
      <ProjectFacts project={project} />
      <ProjectActions project={project} audience={audience} onDeleted={onDeleted} />
      <ProjectForm
        // A saved project starts the form again from what the server kept.
        key={`${project.id}-${project.updated_at}-${project.pending_change?.id ?? 0}`}
        initialValues={projectToFormValues(project)}
        onSubmit={(values) => save.mutateAsync(values)}
        submitLabel={goesToReview ? 'Send changes for review' : 'Save project'}
        readOnly={!project.can.edit}
        contributionsByLevel={contributionsByLevel}
        saveNote={goesToReview ? 'This project is live: your changes go to our team for review, and givers see the current details until they are approved.' : undefined}
      />
      <ProjectChangelog projectId={project.id} />
    </Stack>
  );
}
