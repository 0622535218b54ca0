import { Alert, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatAmount } from '@goodhive/contract/texts';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { verifiedCertificateQuery } from '../api/certificate';

const num = (n: number) => n.toLocaleString('en-US');

/** Route 'public.certificate-verify' (/certificate/verify/{code}): what the ledger confirms for a certificate. */
export function CertificateVerifyPage() {
  const { code = '' } = useParams();
  const check = useQuery(verifiedCertificateQuery(code));

  return (
    <Container size="sm" py={{ base: 'xl', sm: 48 }}>
      {check.isPending ? (
        <LoadingState label="Checking the certificate…" />
      ) : check.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} title="Not verified" role="alert">
          {errorMessage(check.error)}
        </Alert>
      ) : (
        <Paper p={{ base: 'lg', sm: 40 }} shadow="sm" radius="lg">
          <Stack gap="lg">
            <Group gap="sm">
              <Badge color="forest" size="lg" variant="light" leftSection={<CheckCircleIcon size={14} />} tt="none">
                Verified from our records
              </Badge>
            </Group>
            <div>
              <Text c="dimmed" fz="sm">
                Certificate of Gratitude issued on {formatDisplayDate(check.data.issued_on)} to
              </Text>
              <Title order={1} c="forest.9" fz={{ base: 28, sm: 36 }}>
                {check.data.name}
              </Title>
            </div>
            <Text>
              By the end of {formatDisplayDate(check.data.issued_on)}, {check.data.name} had paid for these impacts through Goodhive, delivered by vetted
              worthy-cause partners:
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              {[
                [num(check.data.total_impacts), 'impacts'],
                [num(check.data.beneficiaries), 'beneficiaries'],
                [num(check.data.projects_supported), 'projects'],
                [`US $${formatAmount(check.data.amount_usd)}`, 'given'],
              ].map(([value, label]) => (
                <Paper key={label} withBorder p="md" radius="md">
                  <Text fw={800} fz="xl" c="forest.9">
                    {value}
                  </Text>
                  <Text fz="sm" c="dimmed">
                    {label}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            {check.data.categories.length ? (
              <Text fz="sm" c="dimmed">
                Causes: {check.data.categories.map((c) => `${c.name} (${num(c.total_impacts)})`).join(', ')}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed">
              Certificate code {check.data.code}. The figures above are recomputed from the giving ledger each time this page opens; a
              certificate showing other figures was altered.
            </Text>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
