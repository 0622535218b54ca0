import '@mantine/core/styles/SegmentedControl.css';
import { Button, Container, Group, Paper, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PublicPage, PublicPageSlug } from '@goodhive/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { fieldError, textBinder, toastUnlessFieldErrors } from '../../../lib/form-fields';
import { toast } from '../../../lib/toast';
import { adminPublicPagesQuery, useSavePublicPage } from '../api/admin-public-pages';

/** A section as the form edits it: paragraphs separated by a blank line, points one per line. */
type SectionForm = { kicker: string; heading: string; body: string; points: string; id: string };
type PageForm = { title: string; description: string; eyebrow: string; heading: string; intro: string; style: 'cards' | 'article'; sections: SectionForm[] };

const toForm = (page: PublicPage): PageForm => ({
  title: page.title,
  description: page.description,
  eyebrow: page.eyebrow,
  heading: page.heading,
  intro: page.intro,
  style: page.style,
  sections: page.sections.map((s) => ({ id: s.id ?? '', kicker: s.kicker ?? '', heading: s.heading, body: s.body.join('\n\n'), points: (s.points ?? []).join('\n') })),
});

const lines = (text: string, separator: RegExp) => text.split(separator).map((line) => line.trim()).filter(Boolean);

function PageEditor({ page }: { page: PublicPage }) {
  const [values, setValues] = useState<PageForm>(() => toForm(page));
  const save = useSavePublicPage();
  const bind = textBinder(values, setValues, save.error);
  const setSection = (index: number, change: Partial<SectionForm>) => setValues((v) => ({ ...v, sections: v.sections.map((s, i) => (i === index ? { ...s, ...change } : s)) }));

  const submit = () =>
    save.mutate(
      {
        slug: page.slug,
        body: {
          ...values,
          sections: values.sections.map((s) => ({
            ...(s.id.trim() ? { id: s.id.trim() } : {}),
            ...(s.kicker.trim() ? { kicker: s.kicker.trim() } : {}),
            heading: s.heading,
            body: lines(s.body, /\n\s*\n/),
            ...(lines(s.points, /\n/).length ? { points: lines(s.points, /\n/) } : {}),
          })),
        },
      },
      { onSuccess: () => toast.success('The page was saved.'), onError: toastUnlessFieldErrors },
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Paper p="lg" shadow="xs">
          <Stack gap="sm">
            <Title order={2} fz={18}>
              Search engines and link previews
            </Title>
            <TextInput label="Page title" description="Up to 70 characters; shown in the browser tab and search results." maxLength={70} required {...bind('title')} />
            <Textarea label="Description" description="50 to 170 characters; shown under the title in search results." autosize minRows={2} maxLength={170} required {...bind('description')} />
          </Stack>
        </Paper>
        <Paper p="lg" shadow="xs">
          <Stack gap="sm">
            <Title order={2} fz={18}>
              Page
            </Title>
            <TextInput label="Small line above the heading" maxLength={60} {...bind('eyebrow')} />
            <TextInput label="Heading" maxLength={160} required {...bind('heading')} />
            <Textarea label="Introduction" autosize minRows={2} maxLength={600} required {...bind('intro')} />
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="layout-label">
                Layout of the sections
              </Text>
              <SegmentedControl
                aria-labelledby="layout-label"
                value={values.style}
                onChange={(style) => setValues((v) => ({ ...v, style: style as PageForm['style'] }))}
                data={[
                  { value: 'cards', label: 'Cards side by side' },
                  { value: 'article', label: 'Article' },
                ]}
                w="fit-content"
              />
            </Stack>
          </Stack>
        </Paper>
        {values.sections.map((section, index) => (
          <Paper key={index} p="lg" shadow="xs" component="fieldset" style={{ border: 0 }}>
            <Stack gap="sm">
              <Group justify="space-between">
                <Title order={3} fz={16} component="legend">
                  Section {index + 1}
                </Title>
                <Button variant="subtle" color="red" size="xs" onClick={() => setValues((v) => ({ ...v, sections: v.sections.filter((_, i) => i !== index) }))}>
                  Remove section {index + 1}
                </Button>
              </Group>
              <Group grow>
                <TextInput label="Small line (optional)" maxLength={60} value={section.kicker} onChange={(e) => setSection(index, { kicker: e.currentTarget.value })} />
                <TextInput
                  label="Anchor (optional)"
                  description="Lowercase letters, digits and hyphens"
                  maxLength={60}
                  value={section.id}
                  onChange={(e) => setSection(index, { id: e.currentTarget.value })}
                  error={fieldError(save.error, `sections.${index}.id`)}
                />
              </Group>
              <TextInput label="Heading" required maxLength={160} value={section.heading} onChange={(e) => setSection(index, { heading: e.currentTarget.value })} error={fieldError(save.error, `sections.${index}.heading`)} />
              <Textarea
                label="Paragraphs"
                description="Leave a blank line between paragraphs."
                autosize
                minRows={3}
                value={section.body}
                onChange={(e) => setSection(index, { body: e.currentTarget.value })}
                error={fieldError(save.error, `sections.${index}.body`)}
              />
              <Textarea label="Bullet points (optional)" description="One per line." autosize minRows={1} value={section.points} onChange={(e) => setSection(index, { points: e.currentTarget.value })} />
            </Stack>
          </Paper>
        ))}
        {fieldError(save.error, 'sections') ? (
          <Text c="red" fz="sm" role="alert">
            {fieldError(save.error, 'sections')}
          </Text>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setValues((v) => ({ ...v, sections: [...v.sections, { id: '', kicker: '', heading: '', body: '', points: '' }] }))}>
            Add a section
          </Button>
          <Group>
            <Button component={Link} to={page.path} variant="subtle" target="_blank">
              Open the page
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save the page
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Route 'admin.site-pages' (/admin/public-pages; a name without 'public', so it opens in the admin panel): staff change the public site's texts; each save is audited. */
export function AdminPublicPagesPage() {
  const pages = useQuery(adminPublicPagesQuery());
  const [params, setParams] = useSearchParams();
  return (
    <Container size="lg" py="xl" w="100%">
      <Stack gap="lg">
        <PageHeader eyebrow="Communicare" title="Public pages" description="The texts visitors read on How it works, Causes, Community, Members, About, Help, Blog, Terms and Privacy, and what search engines show for them." />
        <QueryState query={pages} loadingLabel="Loading the pages…" errorTitle="The pages could not be loaded" empty={{ title: 'No public pages yet' }}>
          {(list) => {
            const slug = (params.get('page') as PublicPageSlug | null) ?? list[0]!.slug;
            const page = list.find((p) => p.slug === slug) ?? list[0]!;
            return (
              <Stack gap="lg">
                <Select
                  label="Page"
                  allowDeselect={false}
                  data={list.map((p) => ({ value: p.slug, label: `${p.path}: ${p.heading}` }))}
                  value={page.slug}
                  onChange={(value) => value && setParams({ page: value }, { replace: true })}
                  maw={480}
                />
                <PageEditor key={`${page.slug}-${page.updated_at}`} page={page} />
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Container>
  );
}
