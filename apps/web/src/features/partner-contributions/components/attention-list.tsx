import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { PartnerAttention } from '@goodhive/contract';
import { PROJECT_UPDATE_CADENCE_DAYS, formatDisplayDay } from '@goodhive/contract/texts';
import { AlertIcon, CalendarIcon, CheckCircleIcon, FileTextIcon, HourglassIcon, UserIcon } from '../../../components/ui/icons';
import { PATHS, pathTo } from '../../../lib/paths';
import { formatUsd, pluralise } from '../../../lib/money';
import classes from '../../../components/ui/lists.module.css';

/** One thing that needs the partner: what, why, and the screen where it is done. */
export type AttentionItem = {
  key: string;
  kind: 'sent-back' | 'overdue-update' | 'remittance' | 'profile' | 'pending-change';
  title: string;
  detail: string;
  action: string;
  to: string;
};

const ICONS: Record<AttentionItem['kind'], { icon: ComponentType<{ size?: number }>; color: string }> = {
  'sent-back': { icon: AlertIcon, color: 'red' },
  'overdue-update': { icon: CalendarIcon, color: 'honey' },
  remittance: { icon: FileTextIcon, color: 'forest' },
  profile: { icon: UserIcon, color: 'honey' },
  'pending-change': { icon: HourglassIcon, color: 'gray' },
};

/** The new-update screen for a project (/project-update/new?project_id=). */
export const newUpdatePath = (projectId: number) => `${pathTo(PATHS.partnerProjectUpdate, { id: 'new' })}?project_id=${projectId}`;
const editProjectPath = (projectId: number) => pathTo(PATHS.partnerProjectEdit, { id: projectId });

const period = (start: string | null, end: string | null) => (start && end ? `${formatDisplayDay(start)} to ${formatDisplayDay(end)}` : start ? `From ${formatDisplayDay(start)}` : null);

/**
 * The attention list in the order a partner should act on it: sent back, overdue updates, money, the profile's
 * gaps (one item naming each, all done on /profile), and changes waiting for staff.
 */
export function attentionItems(a: PartnerAttention, profileScore: number): AttentionItem[] {
  return [
    ...a.sent_back.map((p) => ({
      key: `sent-back-${p.project_id}`,
      kind: 'sent-back' as const,
      title: `${p.project_title} was sent back to you`,
      detail: `Our team's note: ${p.review_note}`,
      action: 'Edit the project',
      to: editProjectPath(p.project_id),
    })),
    ...a.overdue_updates.map((o) => ({
      key: `overdue-${o.project_id}`,
      kind: 'overdue-update' as const,
      title: `Post an update about ${o.project_title}`,
      detail: o.last_update_at
        ? `The last update was ${pluralise(o.days_since, 'day')} ago (${formatDisplayDay(o.last_update_at)}). Givers hope to hear from you every ${PROJECT_UPDATE_CADENCE_DAYS} days.`
        : `No update yet, ${pluralise(o.days_since, 'day')} since it went live (${formatDisplayDay(o.measured_from)}). Givers hope to hear from you every ${PROJECT_UPDATE_CADENCE_DAYS} days.`,
      action: 'Post an update',
      to: newUpdatePath(o.project_id),
    })),
    ...a.new_remittances.map((d) => ({
      key: `remittance-${d.document_id}`,
      kind: 'remittance' as const,
      title: `New remittance advice: ${d.title}`,
      detail: [period(d.period_start, d.period_end), d.amount_usd === null ? null : `${formatUsd(d.amount_usd)} remitted`].filter(Boolean).join(' · ') || `Added ${formatDisplayDay(d.created_at)}`,
      action: 'Open resources',
      to: PATHS.partnerResources,
    })),
    ...(a.profile_gaps.length
      ? [
          {
            key: 'profile',
            kind: 'profile' as const,
            title: `Your profile is ${profileScore}% complete`,
            detail: `Still missing: ${a.profile_gaps.map((g) => `${g.label.toLowerCase()} (+${g.points})`).join(', ')}.`,
            action: 'Complete your profile',
            to: PATHS.partnerProfile,
          },
        ]
      : []),
    ...a.pending_changes.map((c) => ({
      key: `change-${c.change_id}`,
      kind: 'pending-change' as const,
      title: `Your changes to ${c.project_title} are waiting for review`,
      detail: `Sent on ${formatDisplayDay(c.requested_at)}. The live project keeps its current details until our team approves them.`,
      action: 'View the project',
      to: editProjectPath(c.project_id),
    })),
  ];
}

/** 'Needs your attention' on the partner Home, or a friendly all-caught-up note. */
export function AttentionList({ attention, profileScore }: { attention: PartnerAttention; profileScore: number }) {
  const items = attentionItems(attention, profileScore);
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="attention-title" data-testid="attention">
      <Stack gap="sm">
        <Group gap="sm" align="center">
          <Title order={2} fz={20} c="forest.9" id="attention-title">
            Needs your attention
          </Title>
          {items.length ? (
            <Badge color="honey" variant="filled" aria-label={`${items.length} items`}>
              {items.length}
            </Badge>
          ) : null}
        </Group>
        {items.length === 0 ? (
          <Group gap="md" wrap="nowrap" align="flex-start" py="sm" data-testid="all-caught-up">
            <ThemeIcon size={40} radius="xl" variant="light" color="forest" aria-hidden="true">
              <CheckCircleIcon size={22} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={650} c="forest.9">
                You're all caught up
              </Text>
              <Text fz="sm" c="dimmed">
                Your profile is complete, your projects have recent updates and there is nothing new to read. Thank you!
              </Text>
            </Stack>
          </Group>
        ) : (
          <ul className={classes.rowList} aria-labelledby="attention-title">
            {items.map((item) => {
              const { icon: Icon, color } = ICONS[item.kind];
              return (
                <li key={item.key} style={{ paddingBlock: 'var(--mantine-spacing-sm)' }} data-testid="attention-item" data-kind={item.kind}>
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <ThemeIcon size={36} radius="md" variant="light" color={color} aria-hidden="true">
                      <Icon size={20} />
                    </ThemeIcon>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={650} fz="sm">
                        {item.title}
                      </Text>
                      <Text fz="sm" c="dimmed">
                        {item.detail}
                      </Text>
                      <Anchor component={Link} to={item.to} fz="sm" fw={600} w="fit-content" aria-label={`${item.action}: ${item.title}`}>
                        {item.action}
                      </Anchor>
                    </Stack>
                  </Group>
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
