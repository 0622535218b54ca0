import { BROADCAST_GROUP_LABELS, type Broadcast, type BroadcastGroup } from '@goodhive/contract';
import type { BroadcastRow } from './broadcasts.repository.js';

/** Whom staff chose, as stored with the broadcast. */
export type Audience =
  | { kind: 'users'; user_ids: number[] }
  | { kind: 'filter'; filters: Record<string, unknown>; favorite_filter?: number; name?: string }
  | { kind: 'group'; group: BroadcastGroup }
  | { kind: 'company'; company_id: number; name: string }
  | { kind: 'user'; user_id: number; name: string };

/** An audience as the broadcast readers answer it: chosen users by their number (see broadcasts.repository). */
export type StoredAudience = Exclude<Audience, { kind: 'users' }> | { kind: 'users'; user_count: number };

/** A short description of an audience for the staff list. */
export function describeAudience(a: StoredAudience | null): string {
  if (!a) return '';
  switch (a.kind) {
    case 'users':
      return `${a.user_count} chosen user${a.user_count === 1 ? '' : 's'}`;
    case 'filter':
      return a.name ? `Saved filter “${a.name}”` : 'Users matching a filter';
    case 'group':
      return BROADCAST_GROUP_LABELS[a.group];
    case 'company':
      return `Company: ${a.name}`;
    case 'user':
      return `User: ${a.name}`;
  }
}

export function presentBroadcast(row: BroadcastRow): Broadcast {
  return {
    id: row.id,
    title: row.title,
    message_body: row.message_body,
    external_link: row.external_link,
    audience: describeAudience(row.audience as StoredAudience | null),
    status: row.status as Broadcast['status'],
    send_at: row.send_at.toISOString(),
    sent_at: row.sent_at ? row.sent_at.toISOString() : null,
    recipient_count: row.recipient_count,
    emailed_count: row.emailed_count,
    sender_name: row.sender_first ? `${row.sender_first} ${row.sender_last ?? ''}`.trim() : null,
    created_at: row.created_at.toISOString(),
  };
}
