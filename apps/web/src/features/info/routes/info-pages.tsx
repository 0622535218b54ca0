import type { PublicPageSlug } from '@goodhive/contract/texts';
import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { publicPageQuery } from '../../../lib/public-pages';
import { InfoPage } from '../components/info-page';
import { PAGE_LINKS } from '../content/links';

/** One informational page: its texts from the server (staff edit them), its links from the app. */
export function PublicInfoPage({ slug, children }: { slug: PublicPageSlug; children?: ReactNode }) {
  const page = useQuery(publicPageQuery(slug));
  if (page.isPending) {
    return (
      <Container size="lg" py="xl">
        <LoadingState label="Loading the page…" />
      </Container>
    );
  }
  if (page.isError) {
    return (
      <Container size="lg" py="xl">
        <ErrorState title="This page could not be loaded" error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      </Container>
    );
  }
  const { eyebrow, heading, intro, sections, style } = page.data;
  return (
    <InfoPage content={{ eyebrow, title: heading, intro, sections, style, links: PAGE_LINKS[slug] }}>{children}</InfoPage>
  );
}

/** The informational public screens (route names 'public.*'), one component per route. */
export const AboutPage = () => <PublicInfoPage slug="about" />;
export const HowItWorksPage = () => <PublicInfoPage slug="how-it-works" />;
export const CommunityPage = () => <PublicInfoPage slug="community" />;
export const BlogPage = () => <PublicInfoPage slug="blog" />;
export const HelpPage = () => <PublicInfoPage slug="help" />;
export const TermsPage = () => <PublicInfoPage slug="terms" />;
export const PrivacyPage = () => <PublicInfoPage slug="privacy" />;
