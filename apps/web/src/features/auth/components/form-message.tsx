import { Alert } from '@mantine/core';
import { AlertIcon, CheckCircleIcon, MailIcon } from '../../../components/ui/icons';
import type { FormMessage as Message } from '../use-timed-message';

const TONES = {
  error: { color: 'red', icon: <AlertIcon /> },
  success: { color: 'forest', icon: <CheckCircleIcon /> },
  info: { color: 'blue', icon: <MailIcon /> },
} as const;

/** The server's answer above a sign-in form: an alert that screen readers announce. */
export function FormMessage({ message }: { message: Message | null }) {
  if (!message) return null;
  const tone = TONES[message.tone];
  return (
    <Alert key={message.key} color={tone.color} variant="light" role={message.tone === 'error' ? 'alert' : 'status'} icon={tone.icon} py="xs">
      {message.text}
    </Alert>
  );
}
