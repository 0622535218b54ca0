import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Hive } from '@goodhive/contract';
import { referralAdminTexts as t } from '@goodhive/contract/texts';
import { errorMessage } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { CompanyPicker, type PickedCompany } from '../../admin';
import { hivesQuery, useHivePartnerFlag } from '../api/admin';
import { AdminList } from '../components/admin-list';
import { hiveEditPath, hivePagePath } from '../refer-paths';


/** Make a company a hive partner (or no longer one), found by name or CID. */
function HivePartnerForm() {
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const companyId = company?.id ?? null;
  const flag = useHivePartnerFlag();
  const set = (on: boolean) =>
    companyId && flag.mutate({ companyId, on }, { onSuccess: (result) => toast.success(result.message ?? t.partnerSet(on)) });
  return (
    <Paper p="lg" shadow="xs" component="section" aria-labelledby="hive-partner-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="hive-partner-title">
          Hive partners
        </Title>
        <Text fz="sm" c="dimmed">
          A hive partner builds its own hive at /hive-builder; its Refer menu leads there.
        </Text>
        <Group align="flex-end" gap="sm">
          <CompanyPicker label="Company" value={company} onChange={setCompany} w={320} />
          <Button onClick={() => set(true)} disabled={!companyId} loading={flag.isPending && flag.variables?.on === true}>
            Make hive partner
          </Button>
          <Button variant="default" onClick={() => set(false)} disabled={!companyId} loading={flag.isPending && flag.variables?.on === false}>
            Remove hive partner
          </Button>
        </Group>
        {flag.error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(flag.error)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Route 'hives.listing' (/admin/hives): every hive with its partner and members. */
export function AdminHivesPage() {
  const [filters, setFilters] = useState({ page: 1, search: '' });
  const list = useQuery(hivesQuery(filters));
  return (
    <AdminList<Hive>
      eyebrow="User Management"
      title={t.hivesTitle}
      description="Hive partners gather businesses into a hive with a public page of their combined impact."
      createLabel="Create hive"
      createPath={PATHS.adminHiveCreate}
      noun="hive"
      query={list}
      filters={filters}
      onChange={(f) => setFilters((v) => ({ ...v, ...f }))}
      searchPlaceholder="Title, page URL or partner"
      testId="admin-hives"
      rowKey={(r) => r.id}
      columns={[
        {
          head: 'Hive',
          cell: (r) => (
            <Anchor component={Link} to={hiveEditPath(r.id)} fw={600}>
              {r.title}
            </Anchor>
          ),
        },
        {
          head: 'Page',
          cell: (r) => (
            <Anchor component={Link} to={hivePagePath(r.page_url)}>
              /hive/{r.page_url}
            </Anchor>
          ),
        },
        { head: 'Hive partner', cell: (r) => `${r.partner.company_name} (#${r.partner.company_id})` },
        { head: 'Members', cell: (r) => r.member_count },
      ]}
    >
      <HivePartnerForm />
    </AdminList>
  );
}
