import '@mantine/core/styles/Switch.css';
import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AccountsCompany } from '@goodhive/contract';
import { ACCOUNTS_ADMIN_PATHS, accountsAdminMessages } from '@goodhive/contract/texts';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useEngagementAccess } from '../api/accounts-admin';
import { CompanyScreen } from '../components/company-frame';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';

function EngagementForm({ company }: { company: AccountsCompany }) {
  const save = useEngagementAccess(company.company_id);
  const [on, setOn] = useState(company.engagement_access === '1');
  const [reason, setReason] = useState('');
  const errors = save.error instanceof ApiError ? (save.error.errors ?? {}) : {};
  const changed = on !== (company.engagement_access === '1');
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-labelledby="engagement-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ engagement_access: on ? '1' : '0', reason: reason.trim() }, { onSuccess: () => (toast.success(accountsAdminMessages.engagementSaved(on)), setReason('')) });
        }}
      >
        <Stack gap="md">
          <Title order={2} fz={18} c="forest.9" id="engagement-title">
            Engagement access
          </Title>
          {save.error && !Object.keys(errors).length ? (
            <Alert color="red" role="alert">
              {errorMessage(save.error)}
            </Alert>
          ) : null}
          <Switch checked={on} onChange={(e) => setOn(e.currentTarget.checked)} label="The company may use the enhanced engagement tool" />
          <Text fz="sm" c="dimmed">
            Now {company.engagement_access === '1' ? 'on' : 'off'}. The company's admins see the tool on their next visit.
          </Text>
          <AuditReasonField value={reason} onChange={setReason} error={errors.reason?.[0]} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!changed}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Route 'admin.additional.issue' (/admin/issue-additional-engagement/{id}): staff turn a company's additional engagement on or off. */
export function IssueEngagementPage() {
  return (
    <CompanyScreen
      eyebrow="User Management"
      title="Additional engagement"
      description="Turn the enhanced engagement tool on or off for this company."
      current={ACCOUNTS_ADMIN_PATHS.issueAdditionalEngagement}
      back={{ to: ACCOUNTS_ADMIN_PATHS.additionalEngagement, label: 'Additional engagement' }}
    >
      {(c) => <EngagementForm key={`${c.company_id}-${c.engagement_access}`} company={c} />}
    </CompanyScreen>
  );
}
