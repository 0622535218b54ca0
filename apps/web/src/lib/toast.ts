import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@goodhive/contract';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Each kind has its own colour and default heading (four kinds, shown for 3000 ms). */
export const TOAST_STYLES: Record<ToastKind, { color: string; title: string }> = {
  success: { color: 'forest', title: 'Done' },
  error: { color: 'red', title: 'Something went wrong' },
  warning: { color: 'orange', title: 'Please note' },
  info: { color: 'blue', title: 'For your information' },
};

/** Shows a toast that closes by itself after TOAST_TIMEOUT_MS. */
export function showToast(kind: ToastKind, message: string, title: string = TOAST_STYLES[kind].title): string {
  return notifications.show({
    color: TOAST_STYLES[kind].color,
    title,
    message,
    autoClose: TOAST_TIMEOUT_MS,
    withBorder: true,
    'data-toast': kind,
  });
}

export const toast = {
  success: (message: string, title?: string) => showToast('success', message, title),
  error: (message: string, title?: string) => showToast('error', message, title),
  warning: (message: string, title?: string) => showToast('warning', message, title),
  info: (message: string, title?: string) => showToast('info', message, title),
};
