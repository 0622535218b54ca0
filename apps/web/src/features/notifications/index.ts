// The notifications feature's face: the header's bell (loaded after first paint).
export { NotificationBell, isNearBottom } from './components/notification-bell';
