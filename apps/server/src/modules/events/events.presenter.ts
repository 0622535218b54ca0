import { instantToZoned, type Event, type EventAudience } from '@goodhive/contract';
import { fileUrl } from '../files/index.js';
import type { EventRow } from './events.repository.js';

export function presentEvent(row: EventRow): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image_url: row.image_file_id && row.image_name ? fileUrl({ id: row.image_file_id, original_name: row.image_name }) : null,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    time_zone: row.time_zone,
    starts_local: instantToZoned(row.starts_at, row.time_zone),
    ends_local: instantToZoned(row.ends_at, row.time_zone),
    location: row.location,
    online_link: row.online_link,
    registration_link: row.registration_link,
    audience: row.audience as EventAudience,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
