import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' container with its styles: loaded with the first toast (toast-host.tsx). */
export default function ToastContainer() {
  return <Notifications position="top-right" limit={4} zIndex={1000} />;
}
