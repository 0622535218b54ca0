/** The zod-free part of partner-projects.ts (re-exported there): texts, constants and pure helpers a screen shows without loading the schemas. */
import type { ProjectStatus } from './constants.js';

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted for review',
  live: 'Live',
  paused: 'Paused',
  closed: 'Closed',
};

/** Limits of the project form. */
export const PROJECT_LIMITS = {
  titleMax: 200,
  summaryMax: 300,
  descriptionMax: 8000,
  storyMax: 8000,
  locationMax: 200,
  categoriesMax: 5,
  locationsMax: 20,
  imagesMax: 8,
  levelsMax: 10,
  priceMax: 100_000,
  beneficiariesMax: 100_000,
  impactUnitMax: 120,
  bundleItemsMin: 2,
  bundleItemsMax: 10,
} as const;

/** The account types display conditions can show a project to. */
export const DISPLAY_ACCOUNT_TYPES = ['user', 'company'] as const;

export type DisplayAccountType = (typeof DISPLAY_ACCOUNT_TYPES)[number];

export const DISPLAY_ACCOUNT_TYPE_LABELS: Record<DisplayAccountType, string> = { user: 'Personal accounts', company: 'Business accounts' };

/** What the change log records. */
export const PROJECT_CHANGE_ACTIONS = [
  'created',
  'updated',
  'submitted',
  'withdrawn',
  'approved',
  'rejected',
  'paused',
  'resumed',
  'closed',
  'change_requested',
  'change_approved',
  'change_rejected',
  'display_conditions',
  'deleted',
] as const;

export type ProjectChangeAction = (typeof PROJECT_CHANGE_ACTIONS)[number];

export const PROJECT_CHANGE_ACTION_LABELS: Record<ProjectChangeAction, string> = {
  created: 'Created',
  updated: 'Edited',
  submitted: 'Submitted for review',
  withdrawn: 'Withdrawn from review',
  approved: 'Approved and live',
  rejected: 'Sent back to draft',
  paused: 'Paused',
  resumed: 'Resumed',
  closed: 'Closed',
  change_requested: 'Change requested',
  change_approved: 'Change approved',
  change_rejected: 'Change rejected',
  display_conditions: 'Display conditions changed',
  deleted: 'Deleted',
};

export const PROJECT_CHANGE_STATUSES = ['applied', 'pending', 'approved', 'rejected', 'withdrawn'] as const;

export const projectMessages = {
  created: 'The project was created as a draft.',
  saved: 'The project was saved.',
  changeRequested: 'Your changes were sent to our team for review. The live project keeps its current details until they are approved.',
  submitted: 'The project was submitted for review.',
  approved: 'The project was approved and is now live.',
  rejected: 'The project was sent back to the partner.',
  changeApproved: 'The change was approved and is now live.',
  changeRejected: 'The change was rejected.',
  statusChanged: 'The project status was changed.',
  deleted: 'The project was deleted.',
  displayConditionsSaved: 'The display conditions were saved.',
  bundleSaved: 'The bundle was saved.',
  notFound: 'Project not found.',
  notYours: 'You can only change your own projects.',
  partnerRequired: 'Please choose the worthy cause this project belongs to.',
  cannotDeleteWithContributions: 'A project with contributions cannot be deleted. Close it instead.',
  cannotDeleteLive: 'Only draft projects can be deleted. Close a live project instead.',
  notSubmittable: 'Only a draft project can be submitted for review.',
  notReviewable: 'Only a project submitted for review can be approved or rejected.',
  noPendingChange: 'This change is no longer waiting for review.',
  closedIsFinal: 'A closed project cannot be changed.',
  statusNotAllowed: 'This status change is not allowed.',
  incompleteForReview: 'Complete the project before submitting it: it needs a description, a category, a location and an impact level.',
  noteRequired: 'Please say why, so the partner knows what to change.',
  unknownCategory: 'One of the categories does not exist.',
  unknownCountry: 'One of the countries does not exist.',
  unknownRegion: 'One of the regions is not in its country.',
  unknownImage: 'One of the images was not uploaded by you as a project image.',
  unknownLevel: 'One of the impact levels does not belong to this project.',
  bundleLevelNotGivable: 'Every part of a bundle must be an active impact level of a live project of the same worthy cause.',
  bundleOnly: 'This project is not a bundle.',
  notABundle: 'Bundles are edited on the bundle form.',
  bundleStaffOnly: 'Bundles are kept by our team. Contact us to change one.',
  cannotDeleteWithUpdates: 'A project with published updates cannot be deleted. Close it instead.',
  descriptionRequired: 'Please add a description.',
  categoryRequired: 'Choose at least one category.',
  locationRequired: 'Add at least one place where the project works.',
  levelRequired: 'Add at least one impact level.',
  duplicateLevel: 'This impact level is listed twice.',
  duplicateBundlePart: 'This impact level is already a part of the bundle.',
  bundlePartnerFixed: 'A bundle stays with the worthy cause it was made for.',
  unknownPartner: 'This worthy cause does not exist.',
  /** The change-log note of a live bundle paused because one of its parts was paused or closed. */
  bundlePausedWithPart: (partTitle: string, partStatus: 'paused' | 'closed') => `Paused because its part "${partTitle}" was ${partStatus}.`,
  datesOutOfOrder: 'The end date must be on or after the begin date.',
} as const;

/** Labels of the fields a change-log entry's before and after can hold. */
export const PROJECT_CHANGE_FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  summary: 'Summary',
  description: 'Description',
  story: 'Story',
  location: 'Location',
  categories: 'Categories',
  locations: 'Places',
  images: 'Images',
  impact_levels: 'Impact levels',
  status: 'Status',
  account_types: 'Shown to',
  countries: 'Shown in countries',
  impact_unit: 'Bundle unit',
  items: 'Bundle parts',
  price: 'Price per bundle',
  beneficiaries_per_unit: 'Beneficiaries per bundle',
};
