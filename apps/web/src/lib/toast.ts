import { TOAST_TIMEOUT_MS } from '@goodhive/contract/texts';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

/** Each kind has its own colour and default heading (four kinds, shown for 3000 ms). */
export const TOAST_STYLES: Record<ToastKind, { color: string; title: string }> = {
  success: { color: 'forest', title: 'Done' },
  error: { color: 'red', title: 'Something went wrong' },
  warning: { color: 'orange', title: 'Please note' },
  info: { color: 'blue', title: 'For your information' },
};

/**
 * The toasts' library loads with the first toast, not with the page: most screens never show one. The app
 * shell's toast host (app/toast-host.tsx) follows `toastsStarted` and mounts the toasts' container then; a
 * toast shown before the container mounts waits in the library's store and appears as it does.
 */
let library: Promise<typeof import('@mantine/notifications')> | null = null;
const hostListeners = new Set<() => void>();

export function loadToastLibrary(): Promise<typeof import('@mantine/notifications')> {
  if (!library) {
    library = import('@mantine/notifications');
    for (const listener of hostListeners) listener();
  }
  return library;
}

/** Whether a toast was asked for yet (a snapshot for useSyncExternalStore). */
export function toastsStarted(): boolean {
  return library !== null;
}

export function subscribeToastsStarted(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** Shows a toast that closes by itself after TOAST_TIMEOUT_MS. */
export function showToast(kind: ToastKind, message: string, title: string = TOAST_STYLES[kind].title): void {
  loadToastLibrary().then(
    ({ notifications }) =>
      notifications.show({
        color: TOAST_STYLES[kind].color,
        title,
        message,
        autoClose: TOAST_TIMEOUT_MS,
        withBorder: true,
        'data-toast': kind,
      }),
    (error: unknown) => console.warn(`A toast could not be shown: ${message}`, error),
  );
}

export const toast = {
  success: (message: string, title?: string) => showToast('success', message, title),
  error: (message: string, title?: string) => showToast('error', message, title),
  warning: (message: string, title?: string) => showToast('warning', message, title),
  info: (message: string, title?: string) => showToast('info', message, title),
};
