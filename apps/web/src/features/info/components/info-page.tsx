import { Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useScrollToHash } from '../../../lib/hooks/use-scroll-to-hash';
import type { InfoLink, InfoPageContent, InfoSection } from '../content/types';
import classes from './info-page.module.css';

function SectionBody({ section }: { section: InfoSection }) {
  return (
    <>
      {section.body.map((paragraph) => (
        <Text key={paragraph} lh={1.65}>
          {paragraph}
        </Text>
      ))}
      {section.points ? (
        <List spacing={6} className={classes.points}>
          {section.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      ) : null}
    </>
  );
}

function Kicker({ children }: { children: ReactNode }) {
  return (
    <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
      {children}
    </Text>
  );
}

function LinkButton({ link }: { link: InfoLink }) {
  const variant = link.primary ? 'filled' : 'default';
  if (link.to.startsWith('mailto:')) {
    return (
      <Button component="a" href={link.to} variant={variant}>
        {link.label}
      </Button>
    );
  }
  return (
    <Button component={Link} to={link.to} variant={variant}>
      {link.label}
    </Button>
  );
}

/** The hero band every informational page starts with. */
export function InfoHero({ eyebrow, title, intro }: Pick<InfoPageContent, 'eyebrow' | 'title' | 'intro'>) {
  return (
    <div className={classes.hero}>
      <Container size="lg">
        <Stack gap="sm" maw={760}>
          <Kicker>{eyebrow}</Kicker>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <Text fz="lg" c="dimmed" lh={1.6}>
            {intro}
          </Text>
        </Stack>
      </Container>
    </div>
  );
}

/** Renders one informational page from its content. */
export function InfoPage({ content, children }: { content: InfoPageContent; children?: ReactNode }) {
  useScrollToHash();
  return (
    <article>
      <InfoHero eyebrow={content.eyebrow} title={content.title} intro={content.intro} />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Stack gap={40}>
          {content.sections.length === 0 ? null : content.style === 'cards' ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: content.sections.length === 4 ? 2 : 3 }} spacing="lg">
              {content.sections.map((section) => (
                <Paper key={section.heading} id={section.id} component="section" p="xl" shadow="xs" className={classes.card}>
                  <Stack gap="sm">
                    {section.kicker ? <Kicker>{section.kicker}</Kicker> : null}
                    <Title order={2} fz={22} c="forest.9">
                      {section.heading}
                    </Title>
                    <SectionBody section={section} />
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          ) : (
            <Stack gap={36} maw={760}>
              {content.sections.map((section) => (
                <section key={section.heading} id={section.id} className={classes.articleSection}>
                  <Stack gap="sm">
                    {section.kicker ? <Kicker>{section.kicker}</Kicker> : null}
                    <Title order={2} fz={24} c="forest.9">
                      {section.heading}
                    </Title>
                    <SectionBody section={section} />
                  </Stack>
                </section>
              ))}
            </Stack>
          )}
          {children}
          {content.links?.length ? (
            <Group gap="sm">
              {content.links.map((link) => (
                <LinkButton key={link.to} link={link} />
              ))}
            </Group>
          ) : null}
        </Stack>
      </Container>
    </article>
  );
}
