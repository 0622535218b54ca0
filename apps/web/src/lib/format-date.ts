import dayjs from 'dayjs';
import { DISPLAY_DATE_FORMAT } from '@goodhive/contract/texts';

/** An ISO date as the product shows dates: 'DD MMM YYYY' (e.g. 05 Mar 2026). */
export function formatDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format(DISPLAY_DATE_FORMAT) : '';
}
