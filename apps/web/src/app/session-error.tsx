import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { LogoMark } from '../components/ui/logo';
import { errorMessage } from '../lib/api-error';
import { signOut } from '../lib/auth';
import { PATHS } from '../lib/paths';

/** The signed-in user could not be loaded (server down, network gone): offer a retry or a clean sign-out. */
export function SessionError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Center mih="100vh" px="md">
      <Stack align="center" gap="md" maw={460} ta="center" role="alert">
        <LogoMark size={56} />
        <Title order={1} fz={26} c="forest.9">
          We couldn&apos;t open your account
        </Title>
        <Text c="dimmed">{errorMessage(error)}</Text>
        <Group justify="center">
          <Button onClick={onRetry}>Try again</Button>
          <Button variant="default" onClick={() => void signOut(PATHS.login)}>
            Log out
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
