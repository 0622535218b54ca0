import { ActionIcon, Button, Group, Loader, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type UIEvent } from 'react';
import type { CurrentUser, Notification } from '@goodhive/contract';
import { NOTIFICATION_SCROLL_THRESHOLD_PX, notificationTexts } from '@goodhive/contract/texts';
import { BellIcon, TrashIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDate } from '../../../lib/format-date';
import { givingAccountOf } from '../../../lib/giving-account';
import { toast } from '../../../lib/toast';
import { useDeleteNotification, useNotificationPages, useReadNotification, useUnreadCount } from '../api/notifications';
import classes from './notification-bell.module.css';

/** Whether a scrolled list is within the threshold of its bottom (the next page loads then). */
export function isNearBottom(el: { scrollTop: number; clientHeight: number; scrollHeight: number }, threshold = NOTIFICATION_SCROLL_THRESHOLD_PX): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
}

/** Follows a notification's link: this app's pages in this tab, other sites in a new one. */
function follow(link: string) {
  const url = new URL(link, window.location.href);
  if (url.origin === window.location.origin) window.location.assign(url.toString());
  else window.open(url.toString(), '_blank', 'noopener,noreferrer');
}

function NotificationItem({ item, onOpen, onDelete, deleting }: { item: Notification; onOpen: () => void; onDelete: () => void; deleting: boolean }) {
  const unread = item.status === '0';
  const { title, message_body } = item.broadcast_notification;
  return (
    <li className={classes.item} data-unread={unread || undefined} data-testid="notification-item">
      <UnstyledButton className={classes.open} onClick={onOpen} aria-label={`${unread ? `${notificationTexts.unread}: ` : ''}${title}`}>
        {unread ? <span className={classes.dot} aria-hidden="true" /> : null}
        <span className={classes.text}>
          <Text fz="sm" fw={unread ? 700 : 500} lineClamp={2}>
            {title}
          </Text>
          <Text fz="xs" c="dimmed" lineClamp={3} className={classes.body}>
            {message_body}
          </Text>
          <Text fz="xs" c="dimmed" mt={2}>
            {formatDisplayDate(item.notification_date)}
          </Text>
        </span>
      </UnstyledButton>
      <ActionIcon variant="subtle" color="gray" size={30} onClick={onDelete} loading={deleting} aria-label={notificationTexts.deleteLabel(title)}>
        <TrashIcon size={15} />
      </ActionIcon>
    </li>
  );
}

function NotificationList({ userId, companyId }: { userId: number; companyId: number | null }) {
  const pages = useNotificationPages(userId, companyId, true);
  const read = useReadNotification();
  const remove = useDeleteNotification();
  const items = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const hasUnread = items.some((n) => n.status === '0');

  const onScroll = (e: UIEvent<HTMLElement>) => {
    if (isNearBottom(e.currentTarget) && pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };
  const open = (item: Notification) => {
    const link = item.broadcast_notification.external_link;
    const done = () => (link ? follow(link) : undefined);
    if (item.status === '0') read.mutate(item.id, { onSettled: done });
    else done();
  };
  const markAll = () => read.mutate(0, { onError: (e) => toast.error(errorMessage(e)) });
  const del = (item: Notification) =>
    remove.mutate(item.id, { onSuccess: (res) => toast.success(res.message ?? notificationTexts.deleted), onError: (e) => toast.error(errorMessage(e)) });

  return (
    <div className={classes.panel}>
      <Group justify="space-between" className={classes.head} wrap="nowrap">
        <Text fw={700} id="notifications-heading">
          {notificationTexts.heading}
        </Text>
        <Button size="compact-xs" variant="subtle" color="forest" onClick={markAll} disabled={!hasUnread} loading={read.isPending && read.variables === 0}>
          {notificationTexts.markAllRead}
        </Button>
      </Group>
      {pages.isPending ? (
        <Group justify="center" p="lg" role="status" aria-label={notificationTexts.loading}>
          <Loader size="sm" color="forest" />
        </Group>
      ) : pages.isError ? (
        <Stack align="center" gap="xs" p="lg" role="alert">
          <Text fz="sm">{notificationTexts.loadError}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void pages.refetch()}>
            {notificationTexts.retry}
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Text fz="sm" c="dimmed" ta="center" p="lg" data-testid="notifications-empty">
          {notificationTexts.empty}
        </Text>
      ) : (
        <ul className={classes.list} onScroll={onScroll} aria-labelledby="notifications-heading" data-testid="notification-list">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={() => open(item)} onDelete={() => del(item)} deleting={remove.isPending && remove.variables === item.id} />
          ))}
          {pages.isFetchingNextPage ? (
            <li className={classes.more} role="status" aria-label={notificationTexts.loading}>
              <Loader size="xs" color="forest" />
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}

/**
 * The business header's notification bell: the unread count (asked again every 30 seconds), and a dropdown
 * of the member's notifications and the company's they act as, ten at a time, the next ten loading when the
 * list is scrolled within 10 px of its bottom.
 */
export function NotificationBell({ user }: { user: CurrentUser }) {
  const [opened, setOpened] = useState(false);
  const account = givingAccountOf(user);
  const userId = user.id;
  const companyId = account?.companyId ?? null;
  const count = useUnreadCount(userId, companyId).data ?? 0;
  const label = count > 0 ? notificationTexts.bellLabelWithCount(count) : notificationTexts.bellLabel;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" radius="md" width={360} trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
            variant="subtle"
            color="gray"
            size={40}
            radius="md"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            className={classes.bell}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
          >
            <BellIcon size={22} />
            {count > 0 ? (
              <span className={classes.badge} data-testid="notification-count" aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            ) : null}
          </ActionIcon>
      </Popover.Target>
      {/* Named by its heading ('Your Notifications'), not by the bell that opens it (Mantine's default). */}
      <Popover.Dropdown p={0} aria-labelledby="notifications-heading" role="dialog">
        {opened ? <NotificationList userId={userId} companyId={companyId} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}
