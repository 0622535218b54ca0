import '@mantine/core/styles/Switch.css';
import { Anchor, Group, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { listingOptInTexts } from '@goodhive/contract/texts';
import { ErrorState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { pathTo, PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { profileQuery, setProfileVisibility } from '../api/profiles';

type ListingOptInProps = {
  companyId: number;
  /** 'always' on the company profile; 'until-listed' on the business listing, where a listed company needs no switch. */
  show?: 'always' | 'until-listed';
};

/**
 * The business-listing opt-in: a switch for the company's owner and admins that makes the business profile public
 * and lists the company (POST /api/company/{id}/visibility), with a link to the public profile once listed.
 */
export function ListingOptIn({ companyId, show = 'always' }: ListingOptInProps) {
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery('company', companyId));
  const key = profileQuery('company', companyId).queryKey;
  const change = useMutation({
    mutationFn: (isPublic: boolean) => setProfileVisibility('company', companyId, isPublic),
    // The switch moves at once; a refusal puts it back.
    onMutate: async (isPublic) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (old) => (old ? { ...old, is_public: isPublic } : old));
      return { before };
    },
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['profile', 'company', companyId] });
      void queryClient.invalidateQueries({ queryKey: ['business-listing'] });
      if (result.message) toast.success(result.message);
    },
    onError: (error, _isPublic, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(errorMessage(error));
    },
  });

  if (profile.isPending) return show === 'always' ? <Skeleton h={88} radius="lg" /> : null;
  if (profile.isError) return show === 'always' ? <ErrorState error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} /> : null;
  const { is_public: listed, can_edit: canEdit } = profile.data;
  if (show === 'until-listed' && (listed || !canEdit)) return null;

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-label="Business listing">
      <Stack gap="xs">
        <Switch
          checked={listed}
          disabled={!canEdit || change.isPending}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
          label={listingOptInTexts.label}
          description={listed ? listingOptInTexts.listed : listingOptInTexts.notListed}
          color="forest"
          size="md"
          styles={{ label: { fontWeight: 650 } }}
        />
        {!canEdit ? (
          <Text fz="xs" c="dimmed">
            {listingOptInTexts.adminsOnly}
          </Text>
        ) : null}
        {listed ? (
          <Group>
            <Anchor component={Link} to={pathTo(PATHS.businessProfile, { id: companyId })} fz="sm" fw={600}>
              {listingOptInTexts.viewProfile}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
