/** The upload forms' schemas (the contract's): loaded with a form's first check, not with the screen (upload-form.tsx). */
export { annualUploadFieldsSchema, remittanceUploadFieldsSchema, resourceUploadFieldsSchema } from '@goodhive/contract';
