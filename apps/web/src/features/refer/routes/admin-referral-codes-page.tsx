import { Anchor, Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReferralCode } from '@goodhive/contract';
import { referralAdminTexts as t } from '@goodhive/contract/texts';
import { Select } from '../../../components/ui/select';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS } from '../../../lib/paths';
import { codeEditPath } from '../refer-paths';
import { codesQuery } from '../api/admin';
import { AdminList } from '../components/admin-list';


/** Route 'referral-codes' (/admin/referrals): every referral code, personal and staff-made, with its reward and use. */
export function AdminReferralCodesPage() {
  const [filters, setFilters] = useState<{ page: number; search: string; personal: '0' | '1' | null }>({ page: 1, search: '', personal: null });
  const list = useQuery(codesQuery(filters));
  return (
    <AdminList<ReferralCode>
      eyebrow="User Management"
      title={t.codesTitle}
      description="Members' personal codes and the codes staff create, with the reward both sides get when a referred company becomes a paying member."
      createLabel="Create referral code"
      createPath={PATHS.adminReferralCodeCreate}
      noun="referral code"
      query={list}
      filters={filters}
      onChange={(f) => setFilters((v) => ({ ...v, ...f }))}
      searchPlaceholder="Code or company"
      testId="referral-codes"
      rowKey={(r) => r.id}
      extraFilters={
        <Select
          label="Kind"
          placeholder="Every code"
          data={[
            { value: '1', label: 'Personal codes' },
            { value: '0', label: 'Staff codes' },
          ]}
          value={filters.personal}
          onChange={(v) => setFilters((f) => ({ ...f, page: 1, personal: (v as '0' | '1' | null) ?? null }))}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      }
      columns={[
        {
          head: 'Code',
          cell: (r) => (
            <Anchor component={Link} to={codeEditPath(r.id)} fw={600}>
              {r.code}
            </Anchor>
          ),
        },
        { head: 'Referrer', cell: (r) => r.company?.name ?? 'Staff campaign' },
        { head: 'Reward', cell: (r) => r.reward.description },
        { head: 'Used', cell: (r) => `${r.used}${r.usage_limit ? ` of ${r.usage_limit}` : ''} · ${r.converted} paying` },
        { head: 'Expires', cell: (r) => (r.expires_at ? formatDisplayDate(r.expires_at) : 'Never') },
        { head: 'Status', cell: (r) => <Badge variant="light" color={r.status === 'active' ? 'forest' : 'gray'}>{r.status === 'active' ? 'Active' : 'Inactive'}</Badge> },
      ]}
    />
  );
}
