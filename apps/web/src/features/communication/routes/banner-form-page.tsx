import { Alert, Button, Checkbox, FileInput, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Banner, BannerPlacement } from '@goodhive/contract';
import { BANNER_PLACEMENTS, BANNER_PLACEMENT_LABELS, BANNER_TITLE_MAX, bannerTexts } from '@goodhive/contract/texts';
import { AlertIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { bannerQuery, useSaveBanner } from '../api/banners';
import { fromLocalInput, toLocalInput } from '../components/datetime';

type Values = { title: string; link: string; placement: BannerPlacement; start_at: string; end_at: string; show_usd_notification: boolean; active: boolean };

const valuesOf = (b: Banner | null): Values =>
  b
    ? { title: b.title, link: b.link ?? '', placement: b.placement, start_at: toLocalInput(b.start_at), end_at: toLocalInput(b.end_at), show_usd_notification: b.show_usd_notification, active: b.active }
    : { title: '', link: '', placement: 'header', start_at: toLocalInput(new Date().toISOString()), end_at: '', show_usd_notification: false, active: true };

function BannerForm({ banner }: { banner: Banner | null }) {
  const navigate = useNavigate();
  const save = useSaveBanner(banner?.id ?? null);
  const [values, setValues] = useState<Values>(() => valuesOf(banner));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!values.title.trim()) local.title = bannerTexts.titleRequired;
    if (!values.start_at) local.start_at = bannerTexts.startRequired;
    if (values.end_at && values.start_at && values.end_at <= values.start_at) local.end_at = bannerTexts.endBeforeStart;
    setErrors(local);
    if (Object.keys(local).length) return;
    const form = new FormData();
    form.append('title', values.title.trim());
    form.append('link', values.link.trim());
    form.append('placement', values.placement);
    form.append('start_at', fromLocalInput(values.start_at));
    form.append('end_at', fromLocalInput(values.end_at));
    form.append('show_usd_notification', values.show_usd_notification ? '1' : '0');
    form.append('active', values.active ? '1' : '0');
    if (image) form.append('image', image);
    save.mutate(form, {
      onSuccess: (res) => {
        toast.success(res.message ?? bannerTexts.saved);
        void navigate(PATHS.adminBanners);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
      },
    });
  };
  const failure = save.error && !(save.error instanceof ApiError && save.error.errors && Object.keys(save.error.errors).length) ? errorMessage(save.error) : null;

  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section">
      <form onSubmit={submit} noValidate aria-label={banner ? bannerTexts.editTitle : bannerTexts.addTitle}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextInput label="Title" required maxLength={BANNER_TITLE_MAX} value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} description="The text of the strip under the header." />
          <TextInput label="Link" type="url" placeholder="https://" value={values.link} onChange={(e) => set('link', e.currentTarget.value)} error={errors.link} description="Optional: where the banner leads." />
          <Select
            label="Placement"
            required
            data={BANNER_PLACEMENTS.map((p) => ({ value: p, label: BANNER_PLACEMENT_LABELS[p] }))}
            value={values.placement}
            onChange={(v) => v && set('placement', v as BannerPlacement)}
            error={errors.placement}
            allowDeselect={false}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Start" type="datetime-local" required value={values.start_at} onChange={(e) => set('start_at', e.currentTarget.value)} error={errors.start_at} />
            <TextInput label="End" type="datetime-local" value={values.end_at} onChange={(e) => set('end_at', e.currentTarget.value)} error={errors.end_at} description="Leave empty to show it until switched off." />
          </SimpleGrid>
          <FileInput
            label="Image"
            accept="image/png,image/jpeg,image/gif,image/webp"
            value={image}
            onChange={setImage}
            clearable
            placeholder={banner?.image_url ? 'Keep the current image' : 'Choose an image (optional)'}
            error={errors.image}
          />
          <Checkbox label="Show the US dollar notice" checked={values.show_usd_notification} onChange={(e) => set('show_usd_notification', e.currentTarget.checked)} />
          <Checkbox label="Active" checked={values.active} onChange={(e) => set('active', e.currentTarget.checked)} description={bannerTexts.newestWins} />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {bannerTexts.save}
            </Button>
            <Button component={Link} to={PATHS.adminBanners} variant="default">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Routes 'admin.banners.add' (/admin/banner/add) and 'admin.banners.edit' (/admin/banner/edit/{id}). */
export function BannerFormPage() {
  const { id } = useParams();
  const bannerId = id ? Number(id) : null;
  const banner = useQuery({ ...bannerQuery(bannerId ?? 0), enabled: bannerId !== null });
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Communicare" title={bannerId ? bannerTexts.editTitle : bannerTexts.addTitle} description={bannerTexts.newestWins} />
      {bannerId === null ? (
        <BannerForm banner={null} />
      ) : banner.isPending ? (
        <LoadingState label="Loading the banner…" />
      ) : banner.isError ? (
        <ErrorState title="The banner could not be loaded" error={banner.error} onRetry={() => void banner.refetch()} />
      ) : (
        <BannerForm banner={banner.data} />
      )}
    </Stack>
  );
}
