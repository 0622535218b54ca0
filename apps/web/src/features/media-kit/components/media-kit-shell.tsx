import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MEDIA_KIT_SECTIONS, mediaKitTexts, type MediaKitSectionKey } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { PATHS } from '../../../lib/paths';

/** Each section's address. */
export const SECTION_PATHS: Record<MediaKitSectionKey, string> = {
  'brand-guideline': PATHS.mediaKitBrandGuideline,
  'visual-elements': PATHS.mediaKitVisualElements,
  'sharing-templates': PATHS.mediaKitSharingTemplates,
  'written-content': PATHS.mediaKitWrittenContent,
};

type Current = MediaKitSectionKey | 'overview';

/** The media kit's sub-navigation: the overview and the four sections, the current one marked. */
function MediaKitNav({ current }: { current: Current }) {
  const items: { key: Current; label: string; to: string }[] = [
    { key: 'overview', label: 'Overview', to: PATHS.mediaKit },
    ...MEDIA_KIT_SECTIONS.map((s) => ({ key: s.key, label: s.title, to: SECTION_PATHS[s.key] })),
  ];
  return (
    <Group component="nav" aria-label="Media kit sections" gap={6}>
      {items.map((item) => {
        const active = item.key === current;
        return (
          <Button
            key={item.key}
            component={Link}
            to={item.to}
            size="sm"
            radius="xl"
            variant={active ? 'filled' : 'default'}
            color={active ? 'forest' : undefined}
            aria-current={active ? 'page' : undefined}
          >
            {item.label}
          </Button>
        );
      })}
    </Group>
  );
}

type ShellProps = { current: Current; title: string; description: string; children: ReactNode; actions?: ReactNode };

/** A media kit page: its heading, the sections' navigation and the content. */
export function MediaKitShell({ current, title, description, children, actions }: ShellProps) {
  return (
    <Stack gap="xl">
      <PageHeader eyebrow={current === 'overview' ? mediaKitTexts.eyebrow : mediaKitTexts.title} title={title} description={description}>
        {actions}
      </PageHeader>
      <MediaKitNav current={current} />
      {children}
    </Stack>
  );
}
