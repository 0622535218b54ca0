import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { useSignedInUser } from '../../../lib/auth';
import { annualDocumentsQuery, remittanceQuery, resourcesQuery } from '../api/documents';
import { DocumentList } from '../components/document-list';

function Section({ id, title, description, children }: { id: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby={id}>
      <Title order={2} fz={20} c="forest.9" id={id}>
        {title}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * Route 'resources' (/resources) of the partner panel: remittance advice (New until opened, with a way to
 * mark it read or unread), annual documents, and the guides staff share with every partner.
 */
export function ResourcesPage() {
  const user = useSignedInUser();
  const [pages, setPages] = useState({ remittance: 1, annual: 1, resource: 1 });
  const turn = (list: keyof typeof pages) => (page: number) => setPages((p) => ({ ...p, [list]: page }));
  const remittance = useQuery(remittanceQuery({ page: pages.remittance }));
  const annual = useQuery(annualDocumentsQuery({ userId: user.id, page: pages.annual }));
  const resources = useQuery(resourcesQuery(pages.resource));

  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title="Resources"
        description="Your remittance advice and annual documents from our team, and guides that help your projects shine."
      />
      <Section id="remittance-title" title="Remittance advice" description="What we sent to your bank account, and for which period. New advice stays marked until you open it.">
        <DocumentList
          query={remittance}
          page={pages.remittance}
          onPage={turn('remittance')}
          label="Remittance advice"
          loadingLabel="Loading your remittance advice…"
          empty={{ title: 'No remittance advice yet', description: 'When we send money to your bank account, its advice appears here.' }}
          options={{ showStatus: true, canMarkRead: true }}
        />
      </Section>
      <Section id="annual-title" title="Annual documents" description="Statements of each year for your records and auditors.">
        <DocumentList
          query={annual}
          page={pages.annual}
          onPage={turn('annual')}
          label="Annual documents"
          loadingLabel="Loading your annual documents…"
          empty={{ title: 'No annual documents yet', description: 'Your statement of the year appears here once the year is closed.' }}
        />
      </Section>
      <Section
        id="resources-title"
        title="Guides and resources"
        description={
          <>
            Guides and templates our team shares with every partner. Missing something? Write to{' '}
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit fw={600}>
              {SUPPORT_EMAIL}
            </Anchor>
            .
          </>
        }
      >
        <DocumentList
          query={resources}
          page={pages.resource}
          onPage={turn('resource')}
          label="Guides and resources"
          loadingLabel="Loading the resources…"
          empty={{ title: 'No resources yet', description: 'Guides from our team will appear here.' }}
        />
      </Section>
    </Stack>
  );
}
