import { Alert, Button, Checkbox, Code, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { MilestoneEmail, MilestoneKind, MilestonePreview } from '@goodhive/contract';
import {
  MILESTONE_BODY_MAX,
  MILESTONE_KINDS,
  MILESTONE_KIND_LABELS,
  MILESTONE_NAME_MAX,
  MILESTONE_PLACEHOLDERS,
  MILESTONE_SUBJECT_MAX,
  MILESTONE_THRESHOLD_LABELS,
  milestoneTexts,
} from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { milestoneEmailQuery, useSaveMilestoneEmail, usePreviewMilestoneEmail, useTestMilestoneEmail, type MilestoneEmailBody } from '../api/milestones';

const f = milestoneTexts.fields;
const valuesOf = (m: MilestoneEmail | null): MilestoneEmailBody =>
  m ? { name: m.name, kind: m.kind, threshold: m.threshold, subject: m.subject, body: m.body, active: m.active } : { name: '', kind: 'first_giving', threshold: 1, subject: '', body: '', active: true };

function MilestoneEmailForm({ email }: { email: MilestoneEmail | null }) {
  const navigate = useNavigate();
  const save = useSaveMilestoneEmail(email?.id ?? null);
  const preview = usePreviewMilestoneEmail();
  const test = useTestMilestoneEmail();
  const [values, setValues] = useState<MilestoneEmailBody>(() => valuesOf(email));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<MilestonePreview | null>(null);
  const set = <K extends keyof MilestoneEmailBody>(key: K, value: MilestoneEmailBody[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const kind = values.kind as MilestoneKind;
  const thresholdLabel = MILESTONE_THRESHOLD_LABELS[kind];

  const check = () => {
    const local: Record<string, string> = {};
    if (!values.name.trim()) local.name = milestoneTexts.nameRequired;
    if (!values.subject.trim()) local.subject = milestoneTexts.subjectRequired;
    if (!values.body.trim()) local.body = milestoneTexts.bodyRequired;
    if (thresholdLabel && (!Number.isInteger(values.threshold) || values.threshold < 1)) local.threshold = milestoneTexts.thresholdInvalid;
    setErrors(local);
    return Object.keys(local).length === 0;
  };
  const serverErrors = (error: unknown) => {
    if (error instanceof ApiError && error.errors) setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
  };
  const body = (): MilestoneEmailBody => ({ ...values, name: values.name.trim(), subject: values.subject.trim(), body: values.body.trim(), threshold: thresholdLabel ? values.threshold : 1 });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    save.mutate(body(), {
      onSuccess: (res) => {
        toast.success(res.message ?? milestoneTexts.saved);
        void navigate(PATHS.adminEmails);
      },
      onError: serverErrors,
    });
  };
  const failure = [save.error, preview.error, test.error].find((x) => x && !(x instanceof ApiError && x.errors && Object.keys(x.errors).length));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section">
        <form onSubmit={submit} noValidate aria-label={email ? milestoneTexts.editTitle : milestoneTexts.createTitle}>
          <Stack gap="md">
            {failure ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {errorMessage(failure)}
              </Alert>
            ) : null}
            <TextInput label={f.name} required maxLength={MILESTONE_NAME_MAX} value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} description="For staff only." />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={f.kind}
                required
                data={MILESTONE_KINDS.map((k) => ({ value: k, label: MILESTONE_KIND_LABELS[k] }))}
                value={values.kind}
                onChange={(v) => v && set('kind', v)}
                error={errors.kind}
                allowDeselect={false}
              />
              {thresholdLabel ? (
                <NumberInput label={thresholdLabel} required min={1} allowDecimal={false} value={values.threshold} onChange={(v) => set('threshold', typeof v === 'number' ? v : Number(v))} error={errors.threshold} />
              ) : null}
            </SimpleGrid>
            <TextInput label={f.subject} required maxLength={MILESTONE_SUBJECT_MAX} value={values.subject} onChange={(e) => set('subject', e.currentTarget.value)} error={errors.subject} />
            <Textarea label={f.body} required autosize minRows={6} maxLength={MILESTONE_BODY_MAX} value={values.body} onChange={(e) => set('body', e.currentTarget.value)} error={errors.body} description="An empty line starts a new paragraph. Text is sent as written, never as HTML." />
            <Text fz="xs" c="dimmed">
              {milestoneTexts.placeholdersHelp}
              {Object.entries(MILESTONE_PLACEHOLDERS).map(([k, v], i) => (
                <span key={k}>
                  {i ? ', ' : ''}
                  <Code>{`{${k}}`}</Code> {v.toLowerCase()}
                </span>
              ))}
              .
            </Text>
            <Checkbox label={f.active} checked={values.active} onChange={(e) => set('active', e.currentTarget.checked)} description="Only active e-mails are sent." />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {milestoneTexts.save}
              </Button>
              <Button
                variant="light"
                loading={preview.isPending}
                onClick={() => check() && preview.mutate(body(), { onSuccess: setShown, onError: serverErrors })}
              >
                {milestoneTexts.preview}
              </Button>
              <Button
                variant="default"
                loading={test.isPending}
                onClick={() => check() && test.mutate(body(), { onSuccess: (res) => toast.success(res.message ?? milestoneTexts.testSent(res.data.email)), onError: serverErrors })}
              >
                {milestoneTexts.testSend}
              </Button>
              <Button component={Link} to={PATHS.adminEmails} variant="subtle" color="gray">
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="milestone-preview-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="milestone-preview-title">
            {milestoneTexts.previewTitle}
          </Title>
          {shown ? (
            <>
              <Text fw={600}>{shown.subject}</Text>
              <iframe title="E-mail preview" srcDoc={shown.html} sandbox="" style={{ width: '100%', height: 520, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} />
            </>
          ) : (
            <Text c="dimmed" fz="sm">
              Choose {milestoneTexts.preview} to see the e-mail as a member would get it.
            </Text>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}

/** Routes 'admin.emails.create' (/admin/emails/create) and 'admin.emails.edit' (/admin/emails/edit/{id}). */
export function MilestoneEmailFormPage() {
  const { id } = useParams();
  const emailId = id ? Number(id) : null;
  const email = useQuery({ ...milestoneEmailQuery(emailId ?? 0), enabled: emailId !== null });
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Communicare" title={emailId ? milestoneTexts.editTitle : milestoneTexts.createTitle} description={milestoneTexts.listDescription} />
      {emailId === null ? (
        <MilestoneEmailForm email={null} />
      ) : email.isPending ? (
        <LoadingState label="Loading the e-mail…" />
      ) : email.isError ? (
        <ErrorState title="The e-mail could not be loaded" error={email.error} onRetry={() => void email.refetch()} />
      ) : (
        <MilestoneEmailForm email={email.data} />
      )}
    </Stack>
  );
}
