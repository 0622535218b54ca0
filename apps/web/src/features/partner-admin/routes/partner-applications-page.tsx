import '@mantine/core/styles/SegmentedControl.css';
import { Anchor, Badge, Button, Container, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerApplication, PartnerApplicationStatus } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { saveFile } from '../../../lib/download';
import { formatDisplayDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { downloadApplicationDocument, partnerApplicationsQuery, useReviewPartnerApplication } from '../api/partner-applications';

function ApplicationCard({ application }: { application: PartnerApplication }) {
  const review = useReviewPartnerApplication();
  const [reason, setReason] = useState('');
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate(
      { id: application.id, decision, reason },
      { onSuccess: () => toast.success(decision === 'approve' ? 'Approved: the partner was created and welcomed.' : 'The application was declined.'), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <Paper p="lg" shadow="xs" component="article" aria-labelledby={`application-${application.id}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz={18} id={`application-${application.id}`}>
            {application.worthy_cause_name}
          </Title>
          <Badge color={application.status === 'approved' ? 'green' : application.status === 'rejected' ? 'red' : 'honey'} variant="light">
            {application.status}
          </Badge>
        </Group>
        <Text fz="sm">
          {application.first_name} {application.last_name} · {application.email} · {application.country ?? 'No country'} · applied {formatDisplayDate(application.created_at)}
        </Text>
        {application.website ? (
          <Anchor href={application.website} target="_blank" rel="noreferrer" fz="sm">
            {application.website}
          </Anchor>
        ) : null}
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {application.about}
        </Text>
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() =>
              void downloadApplicationDocument(application)
                .then((file) => saveFile(file.blob, file.filename ?? application.document_name))
                .catch((error: unknown) => toast.error(errorMessage(error)))
            }
          >
            Download {application.document_name}
          </Button>
        </Group>
        {application.review_note ? <Text fz="sm">Reason: {application.review_note}</Text> : null}
        {application.status === 'pending' ? (
          <Stack gap="xs" mt="xs">
            <Textarea label="Reason (to decline)" autosize minRows={1} maxLength={1000} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
            <Group>
              <Button size="sm" onClick={() => decide('approve')} loading={review.isPending && review.variables.decision === 'approve'}>
                Approve and create the partner
              </Button>
              <Button size="sm" color="red" variant="light" onClick={() => decide('reject')} disabled={!reason.trim()} loading={review.isPending && review.variables.decision === 'reject'}>
                Decline
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Route 'admin.wcuuser.applications' (/admin/wcuuser/applications): staff review the partner sign-ups. */
export function PartnerApplicationsPage() {
  const [status, setStatus] = useState<PartnerApplicationStatus>('pending');
  const applications = useQuery(partnerApplicationsQuery(status));
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <PageHeader eyebrow="WC & Projects" title="Partner applications" description="Worthy causes that applied through the partner sign-up. Approving one creates its partner user and sends the welcome e-mail." />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => setStatus(value as PartnerApplicationStatus)}
          data={[
            { value: 'pending', label: 'Waiting' },
            { value: 'approved', label: 'Approved' },
            { value: 'rejected', label: 'Declined' },
          ]}
          w="fit-content"
        />
        <QueryState query={applications} loadingLabel="Loading applications…" errorTitle="The applications could not be loaded" empty={{ title: 'No applications here' }}>
          {(list) => (
            <Stack gap="md">
              {list.map((application) => (
                <ApplicationCard key={application.id} application={application} />
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
