import '@mantine/core/styles/Table.css';
import { Alert, Button, Checkbox, Code, CopyButton, Group, Paper, Radio, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ApiKey, ApiKeyMode, ApiKeyScope, CreatedApiKey } from '@goodhive/contract';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, API_KEY_SCOPE_LABELS, developersTexts as t, givingApiMessages as m } from '@goodhive/contract/texts';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLinks } from '../../../components/ui/page-links';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { DEVELOPER_PAGES } from '../../../lib/developer-pages';
import { toast } from '../../../lib/toast';
import { apiKeysQuery, useCreateApiKey, useRevokeApiKey } from '../api/developers';

/** /developers: the company's Giving API keys; an owner or admin creates one (its secret shown once), lists and revokes them. */
export function DevelopersPage() {
  const keys = useQuery(apiKeysQuery());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Business Account" title={t.title} description={t.intro}>
        <PageLinks label="Developers" links={DEVELOPER_PAGES} />
      </PageHeader>
      {created ? <NewSecret created={created} onDone={() => setCreated(null)} /> : <CreateKeyForm onCreated={setCreated} />}
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder component="section" aria-labelledby="keys-title">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="keys-title">
            {t.keysTitle}
          </Title>
          <QueryState query={keys} loadingLabel="Loading your API keys…" errorTitle="Your API keys could not be loaded" isEmpty={(list) => list.length === 0} empty={{ title: t.empty, description: 'Create a test key to try the API without charging anything.' }}>
            {(list) => <KeysTable keys={list} />}
          </QueryState>
        </Stack>
      </Paper>
    </Stack>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [mode, setMode] = useState<ApiKeyMode>('test');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['impact:read', 'giving:write']);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = { name: name.trim() ? undefined : m.nameRequired, scopes: scopes.length ? undefined : m.scopesRequired };
    setErrors(problems);
    if (problems.name || problems.scopes) return;
    create.mutate(
      { name: name.trim(), mode, scopes },
      {
        onSuccess: (key) => {
          setName('');
          onCreated(key);
        },
      },
    );
  };
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder component="form" onSubmit={submit} aria-labelledby="create-key-title" noValidate>
      <Stack gap="md">
        <Title order={2} fz="h4" id="create-key-title">
          {t.createTitle}
        </Title>
        <TextInput label={t.name} placeholder={t.namePlaceholder} required maxLength={API_KEY_NAME_MAX} value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} maw={420} />
        <Radio.Group label={t.mode} value={mode} onChange={(v) => setMode(v as ApiKeyMode)} required>
          <Stack gap={6} mt={6}>
            <Radio value="test" label={t.modeTest} />
            <Radio value="live" label={t.modeLive} />
          </Stack>
        </Radio.Group>
        <Checkbox.Group label={t.scopes} value={scopes} onChange={(v) => setScopes(v as ApiKeyScope[])} error={errors.scopes} required>
          <Stack gap={6} mt={6}>
            {API_KEY_SCOPES.map((s) => (
              <Checkbox key={s} value={s} label={`${API_KEY_SCOPE_LABELS[s].label} (${s})`} description={API_KEY_SCOPE_LABELS[s].description} />
            ))}
          </Stack>
        </Checkbox.Group>
        {create.isError ? (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t.create}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The new key's secret, once: copy it, then it is gone from the screen. */
function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder component="section" aria-labelledby="secret-title" data-testid="new-api-key">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="secret-title">
          {t.secretTitle}: {created.name}
        </Title>
        <Alert color="honey" variant="light" icon={<AlertIcon />}>
          {t.secretNote}
        </Alert>
        <Code block fz="sm" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="api-key-secret" aria-label="Your new API key">
          {created.secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={created.secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t.copied : t.copy}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone} data-autofocus>
            {t.done}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const when = (v: string | null) => (v ? formatDisplayDate(v) : t.never);

function KeysTable({ keys }: { keys: ApiKey[] }) {
  const revoke = useRevokeApiKey();
  const [asking, setAsking] = useState<ApiKey | null>(null);
  if (!keys.length) return <EmptyBlock title={t.empty} />;
  return (
    <>
      <DataTable minWidth={820} testId="api-keys" caption={t.keysTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t.columns.name}</Table.Th>
            <Table.Th scope="col">{t.columns.key}</Table.Th>
            <Table.Th scope="col">{t.columns.mode}</Table.Th>
            <Table.Th scope="col">{t.columns.scopes}</Table.Th>
            <Table.Th scope="col">{t.columns.created}</Table.Th>
            <Table.Th scope="col">{t.columns.lastUsed}</Table.Th>
            <Table.Th scope="col">{t.columns.status}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((k) => (
            <Table.Tr key={k.id}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {k.name}
                </Text>
                {k.created_by_name ? (
                  <Text fz="xs" c="dimmed">
                    by {k.created_by_name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Code>{k.prefix}…</Code>
              </Table.Td>
              <Table.Td fz="sm" tt="capitalize">
                {k.mode}
              </Table.Td>
              <Table.Td>
                <Text fz="xs">{k.scopes.join(', ')}</Text>
              </Table.Td>
              <Table.Td>{formatDisplayDate(k.created_at)}</Table.Td>
              <Table.Td>{when(k.last_used_at)}</Table.Td>
              <Table.Td fz="sm">{k.revoked_at ? `${t.revoked} ${formatDisplayDate(k.revoked_at)}` : t.active}</Table.Td>
              <Table.Td>
                {k.revoked_at ? null : (
                  <Button size="xs" variant="light" color="red" aria-label={`${t.revoke} ${k.name}`} onClick={() => setAsking(k)}>
                    {t.revoke}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
      <ActionDialog
        opened={asking !== null}
        title={t.revokeConfirmTitle}
        message={asking ? t.revokeConfirmBody(asking.name) : undefined}
        onClose={() => setAsking(null)}
        confirmLabel={t.revoke}
        confirmColor="red"
        busy={revoke.isPending}
        holdWhileBusy
        focusConfirm
        error={revoke.isError ? errorMessage(revoke.error) : null}
        onConfirm={() =>
          asking &&
          revoke.mutate(asking.id, {
            onSuccess: () => {
              toast.success(m.keyRevoked);
              setAsking(null);
            },
          })
        }
      />
    </>
  );
}
