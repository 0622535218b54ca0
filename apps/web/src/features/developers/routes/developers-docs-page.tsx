import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Code, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { GIVING_API_OPENAPI_PATH, developersTexts as t } from '@goodhive/contract/texts';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLinks } from '../../../components/ui/page-links';
import { QueryState } from '../../../components/ui/query-state';
import { DEVELOPER_PAGES } from '../../../lib/developer-pages';
import { openApiQuery, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from '../api/developers';

/** `code` and **strong** in the document's texts, drawn as such. */
function Rich({ text }: { text: string }) {
  const parts = text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g);
  return (
    <>
      {parts.map((p, i) =>
        p.startsWith('`') ? (
          <Code key={i}>{p.slice(1, -1)}</Code>
        ) : p.startsWith('**') ? (
          <Text key={i} component="strong" fw={700} fz="inherit">
            {p.slice(2, -2)}
          </Text>
        ) : (
          <Fragment key={i}>{p}</Fragment>
        ),
      )}
    </>
  );
}

const typeOf = (s: JsonSchema | undefined): string => {
  if (!s) return '';
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.type === 'array') return `${typeOf(s.items)}[]`;
  return [s.type].flat().filter(Boolean).join(' | ') + (s.format ? ` (${s.format})` : '');
};
const limitsOf = (s: JsonSchema | undefined) =>
  [s?.minimum !== undefined ? `min ${s.minimum}` : '', s?.maximum !== undefined ? `max ${s.maximum}` : '', s?.maxLength !== undefined ? `up to ${s.maxLength} characters` : '', s?.default !== undefined ? `default ${JSON.stringify(s.default)}` : '']
    .filter(Boolean)
    .join(', ');

type FieldRow = { name: string; where?: string; type: string; required: boolean; description: string };
/** The fields of a body, and of the objects in its lists (`events[].quantity`). */
function fieldRows(schema: JsonSchema | undefined, prefix = ''): FieldRow[] {
  return Object.entries(schema?.properties ?? {}).flatMap(([key, s]) => {
    const name = `${prefix}${key}`;
    const row = { name, type: typeOf(s), required: (schema?.required ?? []).includes(key), description: [s.description, limitsOf(s)].filter(Boolean).join('. ') };
    return s.type === 'array' && s.items?.properties ? [row, ...fieldRows(s.items, `${name}[].`)] : [row];
  });
}

function FieldsTable({ caption, rows }: { caption: string; rows: FieldRow[] }) {
  if (!rows.length) return null;
  return (
    <DataTable minWidth={560} caption={caption} framed={false} testId={`fields-${caption}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Type</Table.Th>
          <Table.Th scope="col">Required</Table.Th>
          <Table.Th scope="col">About</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={`${r.where}-${r.name}`}>
            <Table.Td>
              <Code>{r.name}</Code>
              {r.where ? (
                <Text fz="xs" c="dimmed">
                  {r.where}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td fz="sm">{r.type}</Table.Td>
            <Table.Td fz="sm">{r.required ? 'yes' : 'no'}</Table.Td>
            <Table.Td fz="sm">{r.description}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function Example({ label, children }: { label: string; children: string }) {
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {children}
      </Code>
    </Stack>
  );
}

function curlOf(base: string, method: string, path: string, op: OpenApiOperation) {
  const body = op.requestBody?.content['application/json'].example;
  const lines = [`curl -X ${method.toUpperCase()} '${base}${path.replace('{id}', '1')}'`, `  -H 'Authorization: Bearer gh_test_…'`];
  if (body !== undefined) lines.push(`  -H 'Idempotency-Key: 7f1c2a9e-order-1042'`, `  -H 'Content-Type: application/json'`, `  -d '${JSON.stringify(body)}'`);
  return lines.join(' \\\n');
}

function Endpoint({ base, method, path, op }: { base: string; method: string; path: string; op: OpenApiOperation }) {
  const params = (op.parameters ?? []).map((p) => ({ name: p.name, where: p.in, type: typeOf(p.schema as JsonSchema), required: Boolean(p.required), description: [p.description, limitsOf(p.schema as JsonSchema)].filter(Boolean).join('. ') }));
  const body = op.requestBody?.content['application/json'].schema;
  const bodyRows = fieldRows(body);
  const success = Object.entries(op.responses).find(([code]) => code.startsWith('2'));
  const example = success?.[1].content?.['application/json'].example;
  const errors = Object.entries(op.responses).filter(([code]) => !code.startsWith('2'));
  const id = `op-${op.operationId}`;
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Badge variant="filled" color={method === 'get' ? 'forest' : 'honey'} radius="sm">
            {method.toUpperCase()}
          </Badge>
          <Code fz="sm">{path}</Code>
        </Group>
        <Title order={3} fz="h5" id={id}>
          {op.summary}
        </Title>
        <Text fz="sm">{op.description}</Text>
        <Text fz="sm">
          Scope: {op['x-scopes'].length ? op['x-scopes'].map((s) => <Code key={s}>{s}</Code>) : 'any key'}
        </Text>
        <FieldsTable caption={`${op.summary}: parameters`} rows={params} />
        <FieldsTable caption={`${op.summary}: body fields`} rows={bodyRows} />
        <Example label="Example request">{curlOf(base, method, path, op)}</Example>
        {example !== undefined ? <Example label={`Example answer (${success![0]})`}>{JSON.stringify(example, null, 2)}</Example> : null}
        <Text fz="sm" fw={600}>
          Errors
        </Text>
        <List size="sm" spacing={2}>
          {errors.map(([code, r]) => (
            <List.Item key={code}>
              <Code>{code}</Code> {r.description}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

function Docs({ doc }: { doc: OpenApiDocument }) {
  const base = doc.servers[0]?.url ?? '';
  const paragraphs = doc.info.description.split('\n\n');
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
  return (
    <Stack gap="lg">
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder component="section" aria-labelledby="docs-basics">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="docs-basics">
            Keys, idempotency, rate limits and errors
          </Title>
          {paragraphs.map((p, i) => (
            <Text fz="sm" key={i}>
              <Rich text={p} />
            </Text>
          ))}
          <Text fz="sm">
            Base address: <Code>{base}</Code>. The OpenAPI document: <Anchor href={GIVING_API_OPENAPI_PATH}>{GIVING_API_OPENAPI_PATH}</Anchor>.
          </Text>
        </Stack>
      </Paper>
      <nav aria-label="Endpoints">
        <List size="sm" spacing={2}>
          {ops.map(({ path, method, op }) => (
            <List.Item key={op.operationId}>
              <Anchor href={`#op-${op.operationId}`}>
                {method.toUpperCase()} {path}: {op.summary}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      {ops.map(({ path, method, op }) => (
        <Endpoint key={op.operationId} base={base} method={method} path={path} op={op} />
      ))}
    </Stack>
  );
}

/** /developers/docs: the Giving API's documentation, drawn from its OpenAPI document. */
export function DevelopersDocsPage(): ReactNode {
  const doc = useQuery(openApiQuery());
  return (
    <Stack gap="xl">
      <PageHeader eyebrow={t.title} title={t.docsTitle} description="Give impact and record business events from your own systems.">
        <PageLinks label="Developers" links={DEVELOPER_PAGES} />
      </PageHeader>
      <QueryState query={doc} loadingLabel="Loading the documentation…" errorTitle="The documentation could not be loaded" isEmpty={() => false}>
        {(d) => <Docs doc={d} />}
      </QueryState>
    </Stack>
  );
}
