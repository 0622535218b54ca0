import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ROLE } from '@goodhive/contract/texts';
import { AuditReasonField } from '../../../components/ui/audit-reason-field';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { api, ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { adminUserPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { upgradeUserByHand } from '../api/user-actions';

const PERIODS = [
  { value: '1', label: 'Monthly' },
  { value: '2', label: 'Annual (1 year)' },
  { value: '3', label: 'Annual (2 years)' },
  { value: '4', label: 'Annual (3 years)' },
];
const ROLES = [
  { value: String(ROLE.MEMBER), label: 'Goodhive Member' },
  { value: String(ROLE.PARTNER), label: 'Goodhive Partner' },
  { value: String(ROLE.PREMIUM_PARTNERSHIP), label: 'Premium Partnership' },
  { value: String(ROLE.BUSINESS_FOR_GOOD), label: 'Business for Good Partnership' },
];

/**
 * Route 'users.upgrade' (/admin/users/upgrade): staff put a user's company on a package and period by hand
 * (a payment made outside the platform), recorded as a complete membership payment and in the audit log.
 */
export function UserUpgradePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const packages = useQuery({ queryKey: ['membership', 'packages'], queryFn: () => api.get<{ id: number; name: string }[]>('/app/packages'), staleTime: 300_000 });
  const [userId, setUserId] = useState(params.get('user_id') ?? '');
  const [packageId, setPackageId] = useState<string | null>(null);
  const [period, setPeriod] = useState<string | null>('2');
  const [role, setRole] = useState<string | null>(String(ROLE.MEMBER));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => upgradeUserByHand({ user_id: Number(userId), package_id: Number(packageId), membership_period_id: Number(period), role_id: Number(role), reason: reason.trim() }),
    onSuccess: (result) => {
      toast.success(result.message ?? 'Membership upgraded.');
      void navigate(adminUserPath(Number(userId)));
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors({ user_id: error.fieldError('user_id') ?? '', package_id: error.fieldError('package_id') ?? '' });
    },
  });
  const submit = () => {
    const found: Record<string, string> = {};
    if (!/^\d+$/.test(userId.trim())) found.user_id = 'Enter the UID of the user.';
    if (!packageId) found.package_id = 'Choose a package.';
    if (!period) found.period = 'Choose a period.';
    if (!reason.trim()) found.reason = 'Please give a reason.';
    setErrors(found);
    if (!Object.keys(found).length) save.mutate();
  };
  return (
    <Stack gap="xl" maw={640}>
      <PageHeader eyebrow="User Management" title="Upgrade a membership" description="For a payment made outside the platform: the company moves to the package and period, and a complete membership payment records it." />
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <TextInput label="User (UID)" value={userId} onChange={(e) => setUserId(e.currentTarget.value)} error={errors.user_id || undefined} inputMode="numeric" withAsterisk />
            <Select label="Package" data={(packages.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))} value={packageId} onChange={setPackageId} error={errors.package_id || undefined} withAsterisk placeholder={packages.isPending ? 'Loading…' : 'Choose'} />
            <Select label="Membership period" data={PERIODS} value={period} onChange={setPeriod} error={errors.period || undefined} withAsterisk />
            <Select label="Role after the upgrade" data={ROLES} value={role} onChange={setRole} />
            <AuditReasonField value={reason} onChange={setReason} error={errors.reason} />
            {save.isError ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {errorMessage(save.error)}
              </Alert>
            ) : null}
            <Text fz="xs" c="dimmed">
              The membership runs from its current end (or today) for the period chosen.
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Upgrade
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
