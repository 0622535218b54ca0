/** The call's own schema for the new partner form; loaded with the form's first check (partner-create-page.tsx). */
export { adminPartnerCreateSchema } from '@goodhive/contract';
