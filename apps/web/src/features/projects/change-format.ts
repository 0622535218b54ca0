import type { ProjectChangeStatus } from '@goodhive/contract';
import { DISPLAY_ACCOUNT_TYPE_LABELS, PROJECT_CHANGE_FIELD_LABELS, PROJECT_STATUS_LABELS, formatAmount, titleCase, type DisplayAccountType, type ProjectStatus } from '@goodhive/contract/texts';
import { formatDisplayDateTime } from '../../lib/format-date';

/** Names of fields the contract's list does not cover (older entries, display conditions, bundles). */
const MORE_FIELD_LABELS: Record<string, string> = {
  category_ids: 'Categories',
  display_conditions: 'Display conditions',
  country_ids: 'Shown in countries',
  bundle_items: 'Bundle parts',
  review_note: 'Review note',
  partner_id: 'Worthy cause',
};

/** The readable name of a field of a change ('impact_levels' → 'Impact levels'). */
export function fieldLabel(key: string): string {
  return PROJECT_CHANGE_FIELD_LABELS[key] ?? MORE_FIELD_LABELS[key] ?? titleCase(key.replace(/_/g, ' '));
}

/** One value of a change as lines of text: a list becomes several lines, an empty value none. */
export type ChangeValue = { kind: 'empty' } | { kind: 'text'; text: string } | { kind: 'list'; items: string[] } | { kind: 'images'; urls: string[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isImageUrl = (v: unknown) => typeof v === 'string' && /^(\/api\/files\/|\/api\/projects\/|https?:\/\/).+/.test(v);

/** One item of a listed value: a category, a place, an impact level, a bundle part or anything else. */
export function describeItem(item: unknown): string {
  if (!isRecord(item)) return describeScalar(item);
  if (typeof item.price === 'number' && typeof item.impact_unit === 'string') {
    const reach = typeof item.beneficiaries_per_unit === 'number' ? ` · ${item.beneficiaries_per_unit} beneficiaries per unit` : '';
    const qty = typeof item.quantity === 'number' ? `${item.quantity} × ` : '';
    return `${qty}US $${formatAmount(item.price)} per ${item.impact_unit}${reach}`;
  }
  const country = isRecord(item.country) ? item.country.name : item.country_name ?? item.country;
  const state = isRecord(item.state) ? item.state.name : item.state_name ?? item.state;
  if (typeof country === 'string') return typeof state === 'string' && state ? `${state}, ${country}` : country;
  if (typeof item.name === 'string') return item.name;
  if (typeof item.title === 'string') return item.title;
  if (typeof item.url === 'string') return item.url;
  return Object.entries(item)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${fieldLabel(k)}: ${describeItem(v)}`)
    .join(', ');
}

function describeScalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toLocaleString('en-US') : formatAmount(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(describeItem).join(', ');
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** A field's value as the change log shows it (statuses and account types by their labels). */
export function describeValue(key: string, value: unknown): ChangeValue {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return { kind: 'empty' };
  if (key === 'status' && typeof value === 'string' && value in PROJECT_STATUS_LABELS) return { kind: 'text', text: PROJECT_STATUS_LABELS[value as ProjectStatus] };
  if (key === 'account_types' && Array.isArray(value)) {
    return { kind: 'list', items: value.map((v) => DISPLAY_ACCOUNT_TYPE_LABELS[v as DisplayAccountType] ?? String(v)) };
  }
  if (Array.isArray(value)) {
    const urls = value.map((v) => (isRecord(v) ? v.url : v));
    if (key === 'images' || urls.every(isImageUrl)) return { kind: 'images', urls: urls.map(String) };
    return { kind: 'list', items: value.map(describeItem) };
  }
  if (isRecord(value)) {
    return { kind: 'list', items: Object.entries(value).map(([k, v]) => `${fieldLabel(k)}: ${asLine(describeValue(k, v))}`) };
  }
  return { kind: 'text', text: describeScalar(value) };
}

/** A described value on one line. */
export function asLine(value: ChangeValue): string {
  if (value.kind === 'empty') return '—';
  if (value.kind === 'text') return value.text;
  if (value.kind === 'list') return value.items.join(', ');
  return value.urls.length === 1 ? '1 image' : `${value.urls.length} images`;
}

/** The fields a change touched, in a stable order: those of `after` first, then any only in `before`. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  return [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
}

/** The states of a change-log entry, as people read them. */
export const CHANGE_STATUS_LABELS: Record<ProjectChangeStatus, string> = {
  applied: 'Applied',
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
export const CHANGE_STATUS_COLORS: Record<ProjectChangeStatus, string> = {
  applied: 'gray',
  pending: 'honey',
  approved: 'forest',
  rejected: 'red',
  withdrawn: 'gray',
};

/** When a change was made: the product's day format with the local time ('05 Mar 2026, 14:05'). */
export function formatChangeTime(iso: string): string {
  return formatDisplayDateTime(iso);
}
