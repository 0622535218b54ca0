import { excerptOf, personName, type ProjectStatus, type ProjectUpdate, type ProjectUpdateStatus, type UpdateDetail, type UpdateFeedItem } from '@goodhive/contract';
import { presentImage } from '../catalogue/index.js';
import type { UpdateRow } from './updates.repository.js';

/** The project's cover as the catalogue shows it (its uploaded image, else the placeholder). */
export const coverUrlOf = (project: { id: number; image_rectangle: string | null }) => presentImage(project.id, 'rectangle', project.image_rectangle).url;

/** An update as its partner and staff see it, moderation note included. */
export function presentUpdate(row: UpdateRow): ProjectUpdate {
  const u = row.update;
  return {
    id: u.id,
    project: { id: row.project.id, title: row.project.title, status: row.project.status as ProjectStatus, cover_url: coverUrlOf(row.project) },
    partner: { id: row.partner.id, worthy_cause_name: row.partner.worthy_cause_name },
    author_name: personName(row.author?.first_name, row.author?.last_name),
    title: u.title,
    body: u.body,
    images: u.images,
    status: u.status as ProjectUpdateStatus,
    moderation_note: u.moderation_note,
    published_at: u.published_at.toISOString(),
    created_at: u.created_at.toISOString(),
    updated_at: u.updated_at.toISOString(),
  };
}

/** A published update as givers read it in a list: no moderation details, the body as a short excerpt. */
export function presentFeedItem(row: UpdateRow): UpdateFeedItem {
  const u = row.update;
  return {
    id: u.id,
    title: u.title,
    excerpt: excerptOf(u.body),
    images: u.images,
    published_at: u.published_at.toISOString(),
    project: { id: row.project.id, title: row.project.title, is_bundle: row.project.is_bundle, cover_url: coverUrlOf(row.project) },
    partner: { id: row.partner.id, worthy_cause_name: row.partner.worthy_cause_name },
  };
}

/** The whole published update with the project card it leads back to. */
export function presentDetail(row: UpdateRow): UpdateDetail {
  const item = presentFeedItem(row);
  return {
    ...item,
    body: row.update.body,
    project: {
      ...item.project,
      summary: row.project.summary,
      country: row.country ? { id: row.country.id, name: row.country.name, code: row.country.code } : null,
      is_givable: row.project.status === 'live',
    },
  };
}
