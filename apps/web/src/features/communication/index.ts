// The communication feature's face: staff banner screens and the header strip members see, each loaded on demand
// (the route table imports this file, so it carries loaders only).
export const loadBannersPage = () => import('./routes/banners-page');
export const loadBannerFormPage = () => import('./routes/banner-form-page');
export const loadHeaderBanner = () => import('./components/header-banner');
export const loadBroadcastsPage = () => import('./routes/broadcasts-page');
export const loadEventsAdminPage = () => import('./routes/events-admin-page');
export const loadEventFormPage = () => import('./routes/event-form-page');
export const loadEventsCalendarPage = () => import('./routes/events-calendar-page');
export const loadMilestoneEmailsPage = () => import('./routes/milestone-emails-page');
export const loadMilestoneEmailFormPage = () => import('./routes/milestone-email-form-page');
