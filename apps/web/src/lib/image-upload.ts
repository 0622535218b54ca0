import type { UploadedFile } from '@goodhive/contract';
import { apiUpload } from './api';

/** POST /api/files (purpose project-image): stores one picture of a project or update; the server checks its real type and size. */
export function uploadProjectImage(file: File) {
  const form = new FormData();
  // The purpose goes first: the server reads the fields that come before the file.
  form.append('purpose', 'project-image');
  form.append('file', file);
  return apiUpload<UploadedFile>('/files', form);
}
