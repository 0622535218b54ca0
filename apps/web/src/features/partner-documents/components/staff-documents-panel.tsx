import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PARTNER_DOCUMENT_LIMITS, annualUploadFieldsSchema, latestDocumentYear, remittanceUploadFieldsSchema } from '@goodhive/contract';
import { annualDocumentsQuery, remittanceQuery, uploadAnnualDocument, uploadRemittance } from '../api/documents';
import { DocumentList } from './document-list';
import { UploadForm, type UploadField } from './upload-form';

/** The largest upload the server accepts by default (UPLOAD_MAX_BYTES); the server says so if it is set lower. */
const PDF_HINT = 'PDF, up to 5 MB';

const REMITTANCE_FIELDS: UploadField[] = [
  { name: 'title', label: 'Title', placeholder: 'e.g. Remittance advice Q1 2026', maxLength: PARTNER_DOCUMENT_LIMITS.titleMax, wide: true },
  { name: 'period_start', label: 'Period from', type: 'date', description: 'First day paid out' },
  { name: 'period_end', label: 'Period to', type: 'date', description: 'Last day paid out' },
  { name: 'amount_usd', label: 'Amount remitted (USD)', placeholder: 'e.g. 1250.00', inputMode: 'decimal', description: 'Up to 2 decimals', wide: true },
];

const ANNUAL_FIELDS: UploadField[] = [
  { name: 'title', label: 'Title', placeholder: 'e.g. Annual partnership statement 2025', maxLength: PARTNER_DOCUMENT_LIMITS.titleMax, wide: true },
  { name: 'year', label: 'Year', placeholder: `e.g. ${latestDocumentYear() - 1}`, inputMode: 'numeric', maxLength: 4, description: 'The year it covers', wide: true },
];

/**
 * The staff Documents panel of a partner's profile: upload remittance advice and annual documents for the
 * partner user `userId`, see whether the partner opened them (New / Viewed), download and delete them.
 */
export function StaffDocumentsPanel({ userId, partnerName }: { userId: number; partnerName: string }) {
  const [pages, setPages] = useState({ remittance: 1, annual: 1 });
  const remittance = useQuery(remittanceQuery({ userId, page: pages.remittance }));
  const annual = useQuery(annualDocumentsQuery({ userId, page: pages.annual }));
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="documents-title">
      <Title order={2} fz={20} c="forest.9" id="documents-title">
        Documents
      </Title>
      <Text fz="sm" c="dimmed" mb="lg">
        Remittance advice and annual documents for {partnerName}. The partner finds them under Resources; each stays New until the partner opens it.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={3} fz={16}>
            Remittance advice
          </Title>
          <UploadForm
            label="Upload a remittance advice"
            schema={remittanceUploadFieldsSchema}
            fields={REMITTANCE_FIELDS}
            accept="application/pdf"
            fileDescription={PDF_HINT}
            submitLabel="Upload remittance advice"
            upload={(form) => uploadRemittance(userId, form)}
          />
          <DocumentList
            query={remittance}
            page={pages.remittance}
            onPage={(page) => setPages((p) => ({ ...p, remittance: page }))}
            label="Remittance advice sent"
            loadingLabel="Loading the remittance advice…"
            empty={{ title: 'No remittance advice yet', description: 'Upload the advice of each payout above.' }}
            options={{ showStatus: true, canDelete: true }}
          />
        </Stack>
        <Stack gap="sm">
          <Divider hiddenFrom="md" />
          <Title order={3} fz={16}>
            Annual documents
          </Title>
          <UploadForm
            label="Upload an annual document"
            schema={annualUploadFieldsSchema}
            fields={ANNUAL_FIELDS}
            accept="application/pdf"
            fileDescription={PDF_HINT}
            submitLabel="Upload annual document"
            upload={(form) => uploadAnnualDocument(userId, form)}
          />
          <DocumentList
            query={annual}
            page={pages.annual}
            onPage={(page) => setPages((p) => ({ ...p, annual: page }))}
            label="Annual documents sent"
            loadingLabel="Loading the annual documents…"
            empty={{ title: 'No annual documents yet', description: 'Upload the statement of each year above.' }}
            options={{ showStatus: true, canDelete: true }}
          />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
