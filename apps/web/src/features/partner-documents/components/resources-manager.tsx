import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PARTNER_DOCUMENT_LIMITS } from '@goodhive/contract/texts';
import { resourcesQuery, uploadResource } from '../api/documents';
import { DocumentList } from './document-list';
import { UploadForm, type UploadField } from './upload-form';

const RESOURCE_FIELDS: UploadField[] = [
  { name: 'title', label: 'Title', placeholder: 'e.g. Writing project updates givers love', maxLength: PARTNER_DOCUMENT_LIMITS.titleMax, wide: true },
  { name: 'description', label: 'Description', type: 'textarea', description: 'Optional: what partners find in it', maxLength: PARTNER_DOCUMENT_LIMITS.descriptionMax, optional: true },
];

/** Staff share guides and templates with every partner (their /resources page), and remove old ones. */
export function ResourcesManager() {
  const [page, setPage] = useState(1);
  const resources = useQuery(resourcesQuery(page));
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="shared-resources-title">
      <Title order={2} fz={20} c="forest.9" id="shared-resources-title">
        Resources for every partner
      </Title>
      <Text fz="sm" c="dimmed" mb="lg">
        Guides and templates every partner sees under Resources in their panel.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <UploadForm
          label="Share a resource"
          loadSchema={() => import('../upload-schemas').then((module) => module.resourceUploadFieldsSchema)}
          fields={RESOURCE_FIELDS}
          accept="application/pdf,image/png,image/jpeg,image/webp,image/gif"
          fileDescription="PDF or image (PNG, JPEG, WebP, GIF), up to 5 MB"
          submitLabel="Share with every partner"
          upload={uploadResource}
        />
        <Stack gap="sm">
          <DocumentList
            query={resources}
            page={page}
            onPage={setPage}
            label="Shared resources"
            loadingLabel="Loading the resources…"
            empty={{ title: 'No resources yet', description: 'Share a first guide with the form.' }}
            options={{ canDelete: true }}
          />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
