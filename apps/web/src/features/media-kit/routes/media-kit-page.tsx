import { SimpleGrid } from '@mantine/core';
import { MEDIA_KIT_SECTIONS, mediaKitTexts, type MediaKitSectionKey } from '@goodhive/contract/texts';
import { BookIcon, FileTextIcon, ShareIcon, SparkIcon } from '../../../components/ui/icons';
import { LinkCard } from '../../../components/ui/link-card';
import { MediaKitShell, SECTION_PATHS } from '../components/media-kit-shell';

const ICONS: Record<MediaKitSectionKey, typeof BookIcon> = {
  'brand-guideline': BookIcon,
  'visual-elements': SparkIcon,
  'sharing-templates': ShareIcon,
  'written-content': FileTextIcon,
};

/** Route 'media-kit' (/media-kit): what the media kit holds, a card per section. */
export function MediaKitPage() {
  return (
    <MediaKitShell current="overview" title={mediaKitTexts.title} description={mediaKitTexts.intro}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {MEDIA_KIT_SECTIONS.map((section) => (
          <LinkCard key={section.key} to={SECTION_PATHS[section.key]} title={section.title} description={section.summary} icon={ICONS[section.key]} />
        ))}
      </SimpleGrid>
    </MediaKitShell>
  );
}
