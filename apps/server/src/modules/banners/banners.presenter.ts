import type { ActiveBanner, Banner, BannerPlacement } from '@goodhive/contract';
import { fileUrl } from '../files/index.js';
import type { BannerRow } from './banners.repository.js';

const imageUrl = (row: BannerRow) => (row.image_file_id && row.image_name ? fileUrl({ id: row.image_file_id, original_name: row.image_name }) : null);

/** A banner as staff see it. */
export function presentBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    placement: row.placement as BannerPlacement,
    image_url: imageUrl(row),
    start_at: row.start_at.toISOString(),
    end_at: row.end_at ? row.end_at.toISOString() : null,
    show_usd_notification: row.show_usd_notification,
    active: row.active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The banner as members' screens read it. */
export function presentActiveBanner(row: BannerRow | undefined): ActiveBanner {
  if (!row) return null;
  return { id: row.id, title: row.title, link: row.link, placement: row.placement as BannerPlacement, image_url: imageUrl(row), show_usd_notification: row.show_usd_notification };
}
