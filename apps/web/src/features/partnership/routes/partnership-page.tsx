import '@mantine/core/styles/Progress.css';
import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '@goodhive/contract/texts';
import { AlertIcon, CheckCircleIcon, ShieldIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { partnershipStatusQuery } from '../api/partnership-status';

const usd = (n: number) => `US $${formatAmount(n)}`;

/** Routes 'impact-partnership' (no level yet) and 'impact-partnership-b' (a level): the company's impact partner level. */
export function PartnershipPage() {
  const user = useSignedInUser();
  const status = useQuery(partnershipStatusQuery(user.id, user.account));
  const personal = status.error instanceof ApiError && status.error.status === 409;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Partnership status"
        title={status.data?.level ? status.data.level.name : 'Your impact partnership'}
        description="Companies become impact partners through their giving of the last 12 months. Each level is recognised on your certificate, profile and widgets."
      />
      {status.isPending ? (
        <LoadingState label="Loading your partnership status…" />
      ) : personal ? (
        <Alert color="honey" variant="light" icon={<AlertIcon />} role="status">
          {errorMessage(status.error)}
        </Alert>
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} retrying={status.isRefetching} />
      ) : (
        <>
          <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="level-title">
            <Group justify="space-between" align="flex-start" gap="md">
              <div>
                <Text fz="sm" c="dimmed">
                  {status.data.company_name}
                </Text>
                <Title order={2} fz={24} c="forest.9" id="level-title">
                  {status.data.level ? status.data.level.name : 'No partner level yet'}
                </Title>
                <Text fz="sm" c="dimmed" mt={4}>
                  {usd(status.data.giving_usd)} given in the last 12 months
                </Text>
              </div>
              <Badge size="lg" color={status.data.level ? 'forest' : 'gray'} variant="light" tt="none" leftSection={<ShieldIcon size={14} />}>
                {status.data.level ? `Level ${status.data.level.level}` : 'Not yet a partner'}
              </Badge>
            </Group>
            {status.data.next ? (
              <Stack gap={6} mt="lg">
                <Progress
                  value={Math.min(100, (status.data.giving_usd / status.data.next.min_usd) * 100)}
                  color="honey"
                  size="lg"
                  radius="xl"
                  aria-label={`Progress to ${status.data.next.name}`}
                />
                <Text fz="sm">
                  <strong>{usd(status.data.next.remaining_usd)}</strong> more giving within 12 months makes {status.data.company_name} a{' '}
                  <strong>{status.data.next.name}</strong>.
                </Text>
              </Stack>
            ) : (
              <Text fz="sm" mt="lg">
                You have reached the highest level. Thank you for leading the way.
              </Text>
            )}
          </Paper>
          <section aria-labelledby="levels-title">
            <Title order={2} fz={20} c="forest.9" id="levels-title" mb="sm">
              The levels
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
              {status.data.levels.map((level) => {
                const reached = status.data.giving_usd >= level.min_usd;
                const current = status.data.level?.level === level.level;
                return (
                  <Paper
                    key={level.level}
                    p="lg"
                    withBorder
                    radius="md"
                    style={current ? { borderColor: 'var(--mantine-color-honey-6)', background: 'var(--mantine-color-honey-0)' } : undefined}
                    aria-current={current ? 'true' : undefined}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon color={reached ? 'forest' : 'gray'} variant="light" radius="xl" size="lg" aria-hidden="true">
                        {reached ? <CheckCircleIcon size={18} /> : <ShieldIcon size={18} />}
                      </ThemeIcon>
                      <div>
                        <Text fw={650}>{level.name}</Text>
                        <Text fz="sm" c="dimmed">
                          From {usd(level.min_usd)} a year{reached ? ' · reached' : ''}
                        </Text>
                      </div>
                    </Group>
                  </Paper>
                );
              })}
            </SimpleGrid>
          </section>
        </>
      )}
    </Stack>
  );
}
