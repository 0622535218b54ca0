import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Progress.css';
import { Anchor, Avatar, Badge, Container, Group, Paper, Progress, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link, useParams } from 'react-router';
import type { PublicProfile } from '@goodhive/contract';
import { profileMessages } from '@goodhive/contract/texts';
import { GlobeIcon, MapPinIcon } from '../../../components/ui/icons';
import { LoadWhenVisible } from '../../../components/ui/load-when-visible';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { projectPath } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { profileQuery, setProfileVisibility } from '../api/profiles';
import { MAP_HEIGHT, MAP_WIDTH } from '../components/map-size';
import classes from './profile-page.module.css';

// The world map loads when its place scrolls into view (LoadWhenVisible).
const ImpactMap = lazy(() => import('../components/impact-map'));
const num = (n: number) => n.toLocaleString('en-US');
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

function VisibilitySwitch({ profile }: { profile: PublicProfile }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (isPublic: boolean) => setProfileVisibility(profile.account, profile.id, isPublic),
    onSuccess: (result) => {
      if (result.message) toast.success(result.message);
      void queryClient.invalidateQueries({ queryKey: ['profile', profile.account, profile.id] });
      void queryClient.invalidateQueries({ queryKey: ['business-listing'] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Paper p="md" radius="md" className={classes.ownerBar} role="region" aria-label="Profile visibility">
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={650} fz="sm">
            {profile.is_public ? 'This profile is public' : 'Only you and your team can see this profile'}
          </Text>
          <Text fz="xs" c="dimmed">
            {profile.is_public
              ? 'Anyone with the link can see it' + (profile.account === 'company' ? ', and it is in the business listing.' : '.')
              : 'Make it public to show your impact' + (profile.account === 'company' ? ' and to appear in the business listing.' : '.')}
          </Text>
        </div>
        <Switch
          checked={profile.is_public}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
          label="Public profile"
          color="forest"
        />
      </Group>
    </Paper>
  );
}

const SOCIAL_LINKS = [
  ['facebook_url', 'Facebook'],
  ['googleplus_url', 'Google+'],
  ['linkedin_url', 'LinkedIn'],
  ['twitter_url', 'Twitter'],
] as const;

/** The company's contact details and social pages, where given. */
function ContactLinks({ profile }: { profile: PublicProfile }) {
  const links = SOCIAL_LINKS.filter(([field]) => profile[field]);
  if (!profile.email && !profile.phone && !links.length) return null;
  return (
    <Group gap="md" component="ul" className={classes.links} aria-label="Contact and social pages">
      {profile.email ? (
        <li>
          <Anchor href={`mailto:${profile.email}`} fz="sm">
            {profile.email}
          </Anchor>
        </li>
      ) : null}
      {profile.phone ? (
        <li>
          <Anchor href={`tel:${profile.phone.replace(/[^+\d]/g, '')}`} fz="sm">
            {profile.phone}
          </Anchor>
        </li>
      ) : null}
      {links.map(([field, label]) => (
        <li key={field}>
          <Anchor href={profile[field]!} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
            {label}
          </Anchor>
        </li>
      ))}
    </Group>
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const maxCause = Math.max(1, ...profile.categories.map((c) => c.total_impacts));
  return (
    <Stack gap="xl">
      {profile.can_edit ? <VisibilitySwitch profile={profile} /> : null}
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" className={classes.hero}>
        {profile.banner_url ? <img src={profile.banner_url} alt="" className={classes.banner} /> : null}
        <Group gap="lg" align="flex-start" wrap="nowrap">
          <Avatar src={profile.logo_url ?? profile.icon_url} size={72} radius="md" color="honey" variant="filled" alt="">
            {initials(profile.name)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
              {profile.account === 'company' ? 'Business impact profile' : 'Personal impact profile'}
            </Text>
            <Title order={1} fz={{ base: 28, sm: 34 }} c="forest.9" lh={1.15}>
              {profile.name}
            </Title>
            <Group gap="xs">
              {profile.partner_level ? (
                <Badge color="honey" variant="filled" tt="none">
                  {profile.partner_level}
                </Badge>
              ) : null}
              {profile.industry ? (
                <Badge color="forest" variant="light" tt="none">
                  {profile.industry}
                </Badge>
              ) : null}
              {profile.industry2 ? (
                <Badge color="forest" variant="light" tt="none">
                  {profile.industry2}
                </Badge>
              ) : null}
              {profile.country ? (
                <Badge color="gray" variant="light" tt="none" leftSection={<MapPinIcon size={12} />}>
                  {profile.city ? `${profile.city}, ${profile.country}` : profile.country}
                </Badge>
              ) : null}
            </Group>
            {profile.about ? <Text c="dimmed">{profile.about}</Text> : null}
            <Group gap="md">
              {profile.website ? (
                <Anchor href={profile.website} target="_blank" rel="noopener noreferrer" fz="sm" fw={600}>
                  <Group gap={4} component="span">
                    <GlobeIcon size={14} /> {profile.website.replace(/^https?:\/\//, '')}
                  </Group>
                </Anchor>
              ) : null}
              <Text fz="sm" c="dimmed">
                Giving on Goodhive since {formatDisplayDate(profile.member_since)}
              </Text>
            </Group>
            <ContactLinks profile={profile} />
          </Stack>
        </Group>
      </Paper>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        {[
          [num(profile.total_impacts), 'impacts created'],
          [num(profile.beneficiaries), 'beneficiaries'],
          [num(profile.projects_supported), 'projects supported'],
          [num(profile.countries_reached), 'countries reached'],
        ].map(([value, label]) => (
          <Paper key={label} p="lg" shadow="xs">
            <Text fz={28} fw={800} c="forest.9" lh={1.1}>
              {value}
            </Text>
            <Text fz="sm" c="dimmed">
              {label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      {profile.total_impacts === 0 ? (
        <EmptyBlock title="No impact yet" description="The first paid impact will show here." />
      ) : (
        <>
          <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="map-title">
            <Title order={2} fz={20} c="forest.9" id="map-title" mb="md">
              Where the impact went
            </Title>
            <LoadWhenVisible label="Loading the map…" style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }} testId="impact-map">
              <ImpactMap countries={profile.countries} />
            </LoadWhenVisible>
            <Group gap="xs" mt="md">
              {profile.countries.map((c) => (
                <Badge key={c.code} variant="light" color="honey" tt="none" size="lg">
                  {c.name} · {num(c.total_impacts)}
                </Badge>
              ))}
            </Group>
          </Paper>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="causes-title">
              <Title order={2} fz={20} c="forest.9" id="causes-title" mb="md">
                Causes
              </Title>
              <Stack gap="sm">
                {profile.categories.map((c) => (
                  <div key={c.name}>
                    <Group justify="space-between" gap="xs">
                      <Text fz="sm" fw={600}>
                        {c.name}
                      </Text>
                      <Text fz="sm" c="dimmed">
                        {num(c.total_impacts)} impacts
                      </Text>
                    </Group>
                    <Progress value={(c.total_impacts / maxCause) * 100} color="forest" size="sm" mt={4} aria-label={`${c.name}: ${num(c.total_impacts)} impacts`} />
                  </div>
                ))}
              </Stack>
            </Paper>
            <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="projects-title">
              <Title order={2} fz={20} c="forest.9" id="projects-title" mb="md">
                Projects supported
              </Title>
              <Stack gap="xs">
                {profile.projects.map((p) => (
                  <Group key={p.id} justify="space-between" wrap="nowrap" gap="sm" className={classes.projectRow}>
                    <div style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={projectPath(p)} fw={600} fz="sm" lineClamp={1}>
                        {p.title}
                      </Anchor>
                      <Text fz="xs" c="dimmed">
                        {p.partner_name}
                        {p.country ? ` · ${p.country}` : ''}
                      </Text>
                    </div>
                    <Text fz="sm" fw={700} c="forest.9" style={{ whiteSpace: 'nowrap' }}>
                      {num(p.total_impacts)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Paper>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** Routes 'business-profile' (/business-profile/{id}) and 'personal-account-profile' (/personal-account-profile/{id}). */
export function ProfilePage({ account }: { account: 'company' | 'user' }) {
  const id = Number(useParams().id);
  const profile = useQuery({ ...profileQuery(account, id), enabled: Number.isInteger(id) && id > 0 });
  // A public screen: it brings its own column in every layout.
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} w="100%">
      {!Number.isInteger(id) || id <= 0 ? (
        <ErrorState title="Profile not available" error={new Error(profileMessages.notFound)} />
      ) : profile.isPending ? (
        <LoadingState label="Loading the impact profile…" />
      ) : profile.isError ? (
        <ErrorState title="Profile not available" error={profile.error} />
      ) : (
        <ProfileView profile={profile.data} />
      )}
    </Container>
  );
}

export const BusinessProfilePage = () => <ProfilePage account="company" />;
export const PersonalProfilePage = () => <ProfilePage account="user" />;
