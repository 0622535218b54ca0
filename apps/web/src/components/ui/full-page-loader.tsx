import { Center, Loader, Stack, Text } from '@mantine/core';
import { LogoMark } from './logo';

/** The neutral screen shown while the shell cannot decide yet (account loading, signing out). */
export function FullPageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <LogoMark size={48} />
        <Loader color="forest" type="dots" aria-hidden="true" />
        <Text c="dimmed" fz="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
