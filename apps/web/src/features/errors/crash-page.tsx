import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { LogoMark } from '../../components/ui/logo';

/** Chunk loads fail when a new version was deployed while this tab was open: a reload fixes it. */
function isStaleBuild(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/** The router's last line of defence: something broke while showing a screen. */
export function CrashPage() {
  const error = useRouteError();
  console.error(error);
  const stale = isStaleBuild(error);
  return (
    <Center mih="100vh" px="md">
      <Stack align="center" gap="md" maw={480} ta="center" role="alert">
        <LogoMark size={56} />
        <Title order={1} fz={28} c="forest.9">
          {stale ? 'Goodhive has been updated' : 'Something went wrong'}
        </Title>
        <Text c="dimmed">
          {stale
            ? 'A newer version is available. Reload the page to continue where you were.'
            : 'This screen could not be shown. Reloading usually helps; if it keeps happening, please contact support.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
