/** The settings feature's public face (notification settings and giving reminders): the app shell imports only this file. */

// Each screen is loaded on demand: its import() here lets the bundler split it off into its own chunk.
export const loadNotificationSettingsPage = () => import('./routes/notification-settings-page');
export const loadImpactRemindersPage = () => import('./routes/impact-reminders-page');
