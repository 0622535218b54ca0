/** The account calls' own schemas, loaded with a staff account form's first check (user-create-new-page.tsx, user-edit-page.tsx). */
export { accountUpdateSchema, newBusinessAccountSchema, newPersonalAccountSchema } from '@goodhive/contract';
