import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../../components/ui/logo';
import { PATHS } from '../../lib/paths';

/** Any unmatched address, and paths that exist only for another kind of account. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Center py={{ base: 48, sm: 96 }} px="md">
      <Stack align="center" gap="lg" maw={520} ta="center">
        <LogoMark size={64} />
        <Text fz="sm" fw={700} c="honey.8" tt="uppercase" style={{ letterSpacing: '0.1em' }}>
          Error 404
        </Text>
        <Title order={1} c="forest.9" fz={{ base: 28, sm: 36 }}>
          We couldn&apos;t find that page
        </Title>
        <Text c="dimmed">
          There is nothing at <Text span fw={600} c="dark">{pathname}</Text>. It may have moved, or the link may be
          mistyped. Let&apos;s get you back to somewhere useful.
        </Text>
        <Group justify="center">
          <Button component={Link} to={PATHS.root}>
            Go to home
          </Button>
          <Button component={Link} to={PATHS.help} variant="default">
            Visit the help center
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
