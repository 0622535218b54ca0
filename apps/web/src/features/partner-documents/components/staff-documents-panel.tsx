import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PartnerDocument } from '@goodhive/contract';
import { PARTNER_DOCUMENT_LIMITS, latestDocumentYear } from '@goodhive/contract/texts';
import type { EmptyContent } from '../../../components/ui/query-state';
import type { ApiResult } from '../../../lib/api';
import { annualDocumentsQuery, remittanceQuery, uploadAnnualDocument, uploadRemittance, type DocumentPageQuery } from '../api/documents';
import { DocumentList } from './document-list';
import { UploadForm, type UploadField, type UploadFormProps } from './upload-form';

/** The largest upload the server accepts by default (UPLOAD_MAX_BYTES); the server says so if it is set lower. */
const PDF_HINT = 'PDF, up to 5 MB';

/** What sets a column of the panel apart: its texts, the upload's fields and rules, and its calls. */
type DocumentColumnConfig = {
  title: string;
  uploadLabel: string;
  submitLabel: string;
  loadSchema: UploadFormProps['loadSchema'];
  fields: UploadField[];
  upload: (userId: number, form: FormData) => Promise<ApiResult<PartnerDocument>>;
  query: (opts: { userId: number; page: number }) => DocumentPageQuery;
  listLabel: string;
  loadingLabel: string;
  empty: EmptyContent;
};

/** The panel's two columns: remittance advice, and annual documents. */
const COLUMNS = {
  remittance: {
    title: 'Remittance advice',
    uploadLabel: 'Upload a remittance advice',
    submitLabel: 'Upload remittance advice',
    loadSchema: () => import('../upload-schemas').then((module) => module.remittanceUploadFieldsSchema),
    fields: [
      { name: 'title', label: 'Title', placeholder: 'e.g. Remittance advice Q1 2026', maxLength: PARTNER_DOCUMENT_LIMITS.titleMax, wide: true },
      { name: 'period_start', label: 'Period from', type: 'date', description: 'First day paid out' },
      { name: 'period_end', label: 'Period to', type: 'date', description: 'Last day paid out' },
      { name: 'amount_usd', label: 'Amount remitted (USD)', placeholder: 'e.g. 1250.00', inputMode: 'decimal', description: 'Up to 2 decimals', wide: true },
    ],
    upload: uploadRemittance,
    query: remittanceQuery,
    listLabel: 'Remittance advice sent',
    loadingLabel: 'Loading the remittance advice…',
    empty: { title: 'No remittance advice yet', description: 'Upload the advice of each payout above.' },
  },
  annual: {
    title: 'Annual documents',
    uploadLabel: 'Upload an annual document',
    submitLabel: 'Upload annual document',
    loadSchema: () => import('../upload-schemas').then((module) => module.annualUploadFieldsSchema),
    fields: [
      { name: 'title', label: 'Title', placeholder: 'e.g. Annual partnership statement 2025', maxLength: PARTNER_DOCUMENT_LIMITS.titleMax, wide: true },
      { name: 'year', label: 'Year', placeholder: `e.g. ${latestDocumentYear() - 1}`, inputMode: 'numeric', maxLength: 4, description: 'The year it covers', wide: true },
    ],
    upload: uploadAnnualDocument,
    query: annualDocumentsQuery,
    listLabel: 'Annual documents sent',
    loadingLabel: 'Loading the annual documents…',
    empty: { title: 'No annual documents yet', description: 'Upload the statement of each year above.' },
  },
} satisfies Record<'remittance' | 'annual', DocumentColumnConfig>;

/**
 * One kind of document for one partner user: the upload form, then what was sent, a page at a time.
 * `ruleAbove` separates it from the column before where the columns stack (narrow screens).
 */
function DocumentColumn({ userId, config, ruleAbove = false }: { userId: number; config: DocumentColumnConfig; ruleAbove?: boolean }) {
  const [page, setPage] = useState(1);
  const documents = useQuery(config.query({ userId, page }));
  return (
    <Stack gap="sm">
      {ruleAbove ? <Divider hiddenFrom="md" /> : null}
      <Title order={3} fz={16}>
        {config.title}
      </Title>
      <UploadForm
        label={config.uploadLabel}
        loadSchema={config.loadSchema}
        fields={config.fields}
        accept="application/pdf"
        fileDescription={PDF_HINT}
        submitLabel={config.submitLabel}
        upload={(form) => config.upload(userId, form)}
      />
      <DocumentList
        query={documents}
        page={page}
        onPage={setPage}
        label={config.listLabel}
        loadingLabel={config.loadingLabel}
        empty={config.empty}
        options={{ showStatus: true, canDelete: true }}
      />
    </Stack>
  );
}

/**
 * The staff Documents panel of a partner's profile: upload remittance advice and annual documents for the
 * partner user `userId`, see whether the partner opened them (New / Viewed), download and delete them.
 */
export function StaffDocumentsPanel({ userId, partnerName }: { userId: number; partnerName: string }) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="documents-title">
      <Title order={2} fz={20} c="forest.9" id="documents-title">
        Documents
      </Title>
      <Text fz="sm" c="dimmed" mb="lg">
        Remittance advice and annual documents for {partnerName}. The partner finds them under Resources; each stays New until the partner opens it.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <DocumentColumn userId={userId} config={COLUMNS.remittance} />
        <DocumentColumn userId={userId} config={COLUMNS.annual} ruleAbove />
      </SimpleGrid>
    </Paper>
  );
}
