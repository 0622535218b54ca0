import { Button, FileInput, Group, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { PartnerDocument } from '@goodhive/contract';
import { uploadMessages } from '@goodhive/contract/texts';
import { FileTextIcon } from '../../../components/ui/icons';
import { ApiError, type ApiResult } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { documentForm, useDocumentMutation } from '../api/documents';
import classes from './documents.module.css';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

export type UploadField = {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'textarea';
  description?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'decimal' | 'numeric';
  /** Takes the whole row of the form. */
  wide?: boolean;
  /** May be left empty (no asterisk). */
  optional?: boolean;
};

export type UploadFormProps = {
  /** The form's accessible name, e.g. 'Upload a remittance advice'. */
  label: string;
  /** Loads the contract's schema for the text fields (with the form's first check, not with the screen). */
  loadSchema: () => Promise<z.ZodType<unknown, Record<string, string>>>;
  fields: UploadField[];
  accept: string;
  fileDescription: string;
  submitLabel: string;
  upload: (form: FormData) => Promise<ApiResult<PartnerDocument>>;
};

type Values = Record<string, string>;

/**
 * A document upload: text fields checked with the contract's schema, then the file. The server's answer
 * for a field shows on that field; the file's on the file input.
 */
export function UploadForm({ label, loadSchema, fields, accept, fileDescription, submitLabel, upload }: UploadFormProps) {
  const empty = Object.fromEntries(fields.map((f) => [f.name, ''])) as Values;
  const [resolver] = useState(() => lazyZodResolver(loadSchema) as unknown as Resolver<Values>);
  const form = useForm<Values>({ resolver, defaultValues: empty, mode: 'onTouched' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // A new key empties the file input after a successful upload.
  const [fileKey, setFileKey] = useState(0);
  const send = useDocumentMutation((values: Values) => upload(documentForm(values, file!)));

  const onSubmit = form.handleSubmit(
    (values) => {
      if (!file) {
        setFileError(uploadMessages.fileRequired);
        return;
      }
      send.mutate(values, {
        onSuccess: (result) => {
          toast.success(result.message ?? `“${result.data.title}” was uploaded.`);
          form.reset(empty);
          setFile(null);
          setFileKey((k) => k + 1);
        },
        onError: (error) => {
          const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
          for (const [name, messages] of Object.entries(errors)) {
            if (name === 'file') setFileError(messages[0]);
            else if (fields.some((f) => f.name === name)) form.setError(name, { message: messages[0] });
          }
          if (!Object.keys(errors).length) toast.error(errorMessage(error), 'The file could not be uploaded');
        },
      });
    },
    () => {
      if (!file) setFileError(uploadMessages.fileRequired);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <div className={classes.uploadGrid}>
        {fields.map((f) => {
          const common = { label: f.label, description: f.description, placeholder: f.placeholder, maxLength: f.maxLength, error: form.formState.errors[f.name]?.message, withAsterisk: !f.optional };
          return f.type === 'textarea' ? (
            <Textarea key={f.name} {...common} autosize minRows={2} className={classes.fullRow} {...form.register(f.name)} />
          ) : (
            <TextInput key={f.name} {...common} type={f.type === 'date' ? 'date' : 'text'} inputMode={f.inputMode} className={f.wide ? classes.fullRow : undefined} {...form.register(f.name)} />
          );
        })}
        <FileInput
          key={fileKey}
          label="File"
          description={fileDescription}
          placeholder="Choose a file"
          accept={accept}
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
          }}
          error={fileError}
          leftSection={<FileTextIcon size={18} />}
          clearable
          withAsterisk
          className={classes.fullRow}
        />
      </div>
      <Group justify="flex-end" mt="md">
        <Button type="submit" color="honey" loading={send.isPending}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
