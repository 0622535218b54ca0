import { Anchor, Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReferralProgramme } from '@goodhive/contract';
import { referralAdminTexts as t } from '@goodhive/contract/texts';
import { formatDisplayDate } from '../../../lib/format-date';
import { PATHS } from '../../../lib/paths';
import { programmeEditPath } from '../refer-paths';
import { programmesQuery } from '../api/admin';
import { AdminList } from '../components/admin-list';


/** Route 'admin.referral.referrals-for-good': referral programmes that fund an impact per successful referral. */
export function AdminProgrammesPage() {
  const [filters, setFilters] = useState({ page: 1, search: '' });
  const list = useQuery(programmesQuery(filters));
  return (
    <AdminList<ReferralProgramme>
      eyebrow="User Management"
      title={t.programmesTitle}
      description="While a programme runs, each referred company that becomes a paying member funds its impact for the referring company."
      createLabel="Create programme"
      createPath={PATHS.adminReferralsForGoodCreate}
      noun="programme"
      query={list}
      filters={filters}
      onChange={(f) => setFilters((v) => ({ ...v, ...f }))}
      searchPlaceholder="Programme name"
      testId="referral-programmes"
      rowKey={(r) => r.id}
      columns={[
        {
          head: 'Programme',
          cell: (r) => (
            <Anchor component={Link} to={programmeEditPath(r.id)} fw={600}>
              {r.name}
            </Anchor>
          ),
        },
        { head: 'Impact per referral', cell: (r) => `${r.quantity} × ${r.impact_name} (${r.project_name})` },
        { head: 'Runs', cell: (r) => `${formatDisplayDate(r.starts_at)} – ${r.ends_at ? formatDisplayDate(r.ends_at) : 'open'}` },
        { head: 'Rewarded', cell: (r) => r.rewarded },
        { head: 'Status', cell: (r) => <Badge variant="light" color={r.status === 'active' ? 'forest' : 'gray'}>{r.status === 'active' ? 'Active' : 'Inactive'}</Badge> },
      ]}
    />
  );
}
