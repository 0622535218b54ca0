import { Alert, Anchor, Button, CopyButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '@goodhive/contract/texts';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS } from '../../../lib/paths';
import { CERTIFICATE_PX, certificateArtQuery, certificateQuery, downloadCertificatePdf, downloadCertificatePng } from '../api/certificate';

/** The certificate art, shown from its SVG blob. */
function CertificateArt({ svg, name }: { svg: Blob | undefined; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!svg) return;
    const next = URL.createObjectURL(svg);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [svg]);
  if (!url) return <Skeleton radius="md" style={{ aspectRatio: `${CERTIFICATE_PX.width} / ${CERTIFICATE_PX.height}` }} />;
  return <img src={url} alt={`Certificate of Gratitude for ${name}`} style={{ width: '100%', height: 'auto', borderRadius: 12, display: 'block' }} />;
}

/** Route 'gratitude-certificate': the certificate of the impact given so far, to download and to check. */
export function GratitudeCertificatePage() {
  const user = useSignedInUser();
  const certificate = useQuery(certificateQuery(user.id, user.account));
  const art = useQuery({ ...certificateArtQuery(user.id, user.account), enabled: certificate.isSuccess });
  const pdf = useMutation({ mutationFn: (issuedOn: string) => downloadCertificatePdf(issuedOn) });
  const png = useMutation({ mutationFn: ({ svg, issuedOn }: { svg: Blob; issuedOn: string }) => downloadCertificatePng(svg, issuedOn) });
  const nothingYet = certificate.error instanceof ApiError && certificate.error.status === 409;

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Share your impact"
        title="Gratitude certificate"
        description="A certificate of the impact you have created, to hand to clients, partners and your team. Anyone can check it against our records."
      />
      {certificate.isPending ? (
        <LoadingState label="Preparing your certificate…" />
      ) : nothingYet ? (
        <Alert color="honey" variant="light" icon={<AlertIcon />} title="No certificate yet" role="status">
          <Text fz="sm">{errorMessage(certificate.error)}</Text>
          <Anchor component={Link} to={PATHS.impact} fz="sm" fw={600} mt="xs" display="inline-block">
            Back to Home
          </Anchor>
        </Alert>
      ) : certificate.isError ? (
        <ErrorState error={certificate.error} onRetry={() => void certificate.refetch()} retrying={certificate.isRefetching} />
      ) : (
        <Stack gap="lg">
          <Paper p={{ base: 'sm', sm: 'lg' }} shadow="xs">
            <CertificateArt svg={art.data} name={certificate.data.name} />
          </Paper>
          <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="download-title">
            <Stack gap="md">
              <div>
                <Title order={2} fz={20} c="forest.9" id="download-title">
                  Download and share
                </Title>
                <Text fz="sm" c="dimmed">
                  Issued on {formatDisplayDate(certificate.data.issued_on)} for {certificate.data.total_impacts.toLocaleString('en-US')} impacts and US $
                  {formatAmount(certificate.data.amount_usd)} given.
                </Text>
              </div>
              <Group gap="sm">
                <Button color="honey" loading={pdf.isPending} onClick={() => pdf.mutate(certificate.data.issued_on)}>
                  Download PDF
                </Button>
                <Button
                  variant="default"
                  loading={png.isPending}
                  disabled={!art.data}
                  onClick={() => art.data && png.mutate({ svg: art.data, issuedOn: certificate.data.issued_on })}
                >
                  Download PNG
                </Button>
              </Group>
              {pdf.isError || png.isError ? (
                <Text c="red.8" fz="sm" role="alert">
                  {errorMessage(pdf.error ?? png.error)}
                </Text>
              ) : null}
              <Group gap="sm" align="flex-end" wrap="nowrap">
                <TextInput
                  label="Verification link"
                  description="Whoever opens it sees the figures our records confirm for this certificate."
                  value={certificate.data.verify_url}
                  readOnly
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={certificate.data.verify_url} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button variant="light" color={copied ? 'forest' : 'gray'} onClick={copy} leftSection={copied ? <CheckCircleIcon size={16} /> : null}>
                      {copied ? 'Copied' : 'Copy link'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
