import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import type { EmptyContent } from '../../../components/ui/query-state';
import { useSignedInUser } from '../../../lib/auth';
import { annualDocumentsQuery, remittanceQuery, resourcesQuery, type DocumentPageQuery } from '../api/documents';
import { DocumentList, type DocumentListOptions } from '../components/document-list';

/** One section of the page: its heading and lead, and its list with what rows offer. */
type DocumentSectionConfig = {
  id: string;
  title: string;
  description: ReactNode;
  query: (page: number) => DocumentPageQuery;
  label: string;
  loadingLabel: string;
  empty: EmptyContent;
  options?: DocumentListOptions;
};

/** The partner's sections: remittance advice (marked read or unread), annual documents, guides for every partner. */
const sectionsFor = (userId: number): DocumentSectionConfig[] => [
  {
    id: 'remittance-title',
    title: 'Remittance advice',
    description: 'What we sent to your bank account, and for which period. New advice stays marked until you open it.',
    query: (page) => remittanceQuery({ page }),
    label: 'Remittance advice',
    loadingLabel: 'Loading your remittance advice…',
    empty: { title: 'No remittance advice yet', description: 'When we send money to your bank account, its advice appears here.' },
    options: { showStatus: true, canMarkRead: true },
  },
  {
    id: 'annual-title',
    title: 'Annual documents',
    description: 'Statements of each year for your records and auditors.',
    query: (page) => annualDocumentsQuery({ userId, page }),
    label: 'Annual documents',
    loadingLabel: 'Loading your annual documents…',
    empty: { title: 'No annual documents yet', description: 'Your statement of the year appears here once the year is closed.' },
  },
  {
    id: 'resources-title',
    title: 'Guides and resources',
    description: (
      <>
        Guides and templates our team shares with every partner. Missing something? Write to{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit fw={600}>
          {SUPPORT_EMAIL}
        </Anchor>
        .
      </>
    ),
    query: resourcesQuery,
    label: 'Guides and resources',
    loadingLabel: 'Loading the resources…',
    empty: { title: 'No resources yet', description: 'Guides from our team will appear here.' },
  },
];

/** A titled section with one document list, a page at a time. */
function DocumentSection({ config }: { config: DocumentSectionConfig }) {
  const [page, setPage] = useState(1);
  const documents = useQuery(config.query(page));
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby={config.id}>
      <Title order={2} fz={20} c="forest.9" id={config.id}>
        {config.title}
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        {config.description}
      </Text>
      <DocumentList query={documents} page={page} onPage={setPage} label={config.label} loadingLabel={config.loadingLabel} empty={config.empty} options={config.options} />
    </Paper>
  );
}

/**
 * Route 'resources' (/resources) of the partner panel: remittance advice (New until opened, with a way to
 * mark it read or unread), annual documents, and the guides staff share with every partner.
 */
export function ResourcesPage() {
  const user = useSignedInUser();
  return (
    <Stack gap="xl">
      <PageHeader
        eyebrow="Worthy Cause User Panel"
        title="Resources"
        description="Your remittance advice and annual documents from our team, and guides that help your projects shine."
      />
      {sectionsFor(user.id).map((section) => (
        <DocumentSection key={section.id} config={section} />
      ))}
    </Stack>
  );
}
