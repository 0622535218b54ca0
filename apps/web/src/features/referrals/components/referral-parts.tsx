import '@mantine/core/styles/Spoiler.css';
import { Anchor, Badge, Spoiler, Stack, Text } from '@mantine/core';
import type { Referral } from '@goodhive/contract';
import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '@goodhive/contract/texts';

export const REFERRAL_STATUS_COLORS: Record<ReferralStatus, string> = { new: 'blue', contacted: 'honey', onboarded: 'forest', declined: 'gray' };

/** A suggestion's status in its colour. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  return (
    <Badge color={REFERRAL_STATUS_COLORS[status]} variant="light" tt="none" radius="sm" data-testid="referral-status">
      {REFERRAL_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The cause: its name, website and country. */
export function Cause({ r }: { r: Referral }) {
  return (
    <Stack gap={2}>
      <Text fw={650} fz="sm">
        {r.cause_name}
      </Text>
      {r.website ? (
        <Anchor href={r.website} target="_blank" rel="noopener noreferrer nofollow" fz="xs">
          {r.website}
        </Anchor>
      ) : null}
      {r.country ? (
        <Text fz="xs" c="dimmed">
          {r.country.name}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Who suggested it (members marked) and whom to contact at the cause. */
export function People({ r }: { r: Referral }) {
  const contact = [r.contact_name, r.contact_email, r.contact_phone].filter(Boolean).join(' · ');
  return (
    <Stack gap={2}>
      <Text fz="sm">
        {r.referrer.name} {r.referrer.user_id ? <Badge size="xs" variant="light" color="forest" tt="none">Member</Badge> : null}
      </Text>
      <Text fz="xs" c="dimmed">
        {r.referrer.email}
      </Text>
      {contact ? (
        <Text fz="xs">
          Contact: {contact}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Why it is worthy, folded after a few lines, with the team's note. */
export function Why({ r }: { r: Referral }) {
  return (
    <Spoiler maxHeight={60} showLabel="More" hideLabel="Less" fz="sm" styles={{ control: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}>
      <Text fz="sm">{r.description}</Text>
      {r.admin_note ? (
        <Text fz="xs" c="dimmed" mt={4}>
          <strong>Note:</strong> {r.admin_note}
        </Text>
      ) : null}
    </Spoiler>
  );
}
