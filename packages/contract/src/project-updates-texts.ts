/** The zod-free part of project-updates.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */

export const PROJECT_UPDATE_STATUSES = ['published', 'hidden'] as const;

export type ProjectUpdateStatus = (typeof PROJECT_UPDATE_STATUSES)[number];

export const PROJECT_UPDATE_STATUS_LABELS: Record<ProjectUpdateStatus, string> = { published: 'Published', hidden: 'Hidden by our team' };

export const PROJECT_UPDATE_LIMITS = {
  titleMin: 3,
  titleMax: 160,
  bodyMin: 10,
  bodyMax: 10_000,
  imagesMax: 6,
  noteMax: 2000,
  /** Characters of the body shown on a feed card. */
  excerptLength: 220,
} as const;

export const projectUpdateMessages = {
  posted: 'Your update was posted. Givers who funded this project can read it now.',
  saved: 'The update was saved.',
  savedStillHidden: 'The update was saved. It stays hidden until our team publishes it again.',
  deleted: 'The update was deleted.',
  moderated: 'The update was saved.',
  hidden: 'The update was hidden. The partner sees your note.',
  published: 'The update is published again.',
  notFound: 'Update not found.',
  chooseProject: 'Please choose one of your projects.',
  chooseWorthyCause: 'Please choose the worthy cause.',
  projectNotUpdatable: 'Updates can be posted for live, paused or closed projects only.',
  unknownImage: 'One of the images was not uploaded by you as a project image.',
  noteRequired: 'Please say why the update is hidden: the partner sees this note.',
  partnersOnly: 'Only worthy-cause partners and staff can post project updates.',
} as const;
