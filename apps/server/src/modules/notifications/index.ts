// The public face of the notifications module: what other modules call to put a notification in members' bells.
export { companyRecipient, notify, personalRecipient, type NotifyInput, type Recipient } from './notifications.service.js';
