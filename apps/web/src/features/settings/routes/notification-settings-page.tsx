import '@mantine/core/styles/Switch.css';
import { Alert, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { NotificationSetting } from '@goodhive/contract';
import { notificationSettingsTexts as t } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { notificationSettingsQuery, useChangeNotificationSetting } from '../api/notification-settings';

/**
 * Route 'notification-settings': one switch per kind of e-mail the member may turn off, each saved at once
 * (POST /api/user/{id}/notifications). Staff acting as the member see the choices but cannot change them.
 */
export function NotificationSettingsPage() {
  const user = useSignedInUser();
  const settings = useQuery(notificationSettingsQuery(user.id));
  const change = useChangeNotificationSetting(user.id);
  // The kind being saved: its switch waits for the answer.
  const [saving, setSaving] = useState<number | null>(null);
  const readOnly = user.impersonator_id !== null;

  const toggle = (setting: NotificationSetting, on: boolean) => {
    setSaving(setting.notification_id);
    change.mutate(
      { notification_id: setting.notification_id, email_status: on ? 1 : 0 },
      {
        onSuccess: (result) => toast.success(result.message ?? (on ? t.turnedOn(setting.name) : t.turnedOff(setting.name))),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <Stack gap="xl">
      <PageHeader eyebrow={accountHeading(user)} title={t.title} description={t.description} />
      {readOnly ? (
        <Alert color="orange" variant="light" icon={<AlertIcon />} role="status">
          {t.notWhileImpersonating}
        </Alert>
      ) : null}
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="mail-kinds-title">
        <Title order={2} fz={20} c="forest.9" id="mail-kinds-title" mb="md">
          E-mails you receive
        </Title>
        <QueryState query={settings} loadingLabel="Loading your notification settings…" errorTitle="Your notification settings could not be loaded">
          {(list) => (
            <Stack gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((setting) => (
                <li key={setting.notification_id}>
                  <Switch
                    checked={setting.email_status === 1}
                    onChange={(event) => toggle(setting, event.currentTarget.checked)}
                    disabled={readOnly || saving === setting.notification_id}
                    label={setting.name}
                    description={setting.description}
                    color="forest"
                    size="md"
                    styles={{ label: { fontWeight: 650 } }}
                    data-kind={setting.key}
                  />
                </li>
              ))}
            </Stack>
          )}
        </QueryState>
      </Paper>
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="always-sent-title">
        <Title order={2} fz={20} c="forest.9" id="always-sent-title" mb="xs">
          {t.alwaysSentTitle}
        </Title>
        <Text fz="sm" c="dimmed">
          {t.alwaysSent}
        </Text>
      </Paper>
    </Stack>
  );
}
