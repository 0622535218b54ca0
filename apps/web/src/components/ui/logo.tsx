import { Group, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@goodhive/contract/texts';

/** The honeycomb-and-heart mark. Decorative: the word mark beside it carries the name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path fill="var(--mantine-color-honey-5)" d="M32 3 57 17.5v29L32 61 7 46.5v-29Z" />
      <path
        fill="var(--mantine-color-forest-8)"
        d="M32 47c-9-6-14-11.5-14-17.5A7.5 7.5 0 0 1 32 25a7.5 7.5 0 0 1 14 4.5C46 35.5 41 41 32 47Z"
      />
    </svg>
  );
}

type LogoProps = { size?: number; tone?: 'dark' | 'light'; caption?: string };

/** Mark plus word mark; `tone` light sits on the dark panel headers. */
export function Logo({ size = 32, tone = 'dark', caption }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" align="center">
      <LogoMark size={size} />
      <div>
        <Text
          component="span"
          ff="heading"
          fw={700}
          fz={size * 0.68}
          lh={1}
          c={tone === 'light' ? 'white' : 'forest.9'}
          style={{ letterSpacing: '-0.01em', display: 'block' }}
        >
          {PRODUCT_NAME}
        </Text>
        {caption ? (
          <Text component="span" fz={11} fw={600} tt="uppercase" lh={1.4} c={tone === 'light' ? 'honey.3' : 'dimmed'} style={{ letterSpacing: '0.08em', display: 'block' }}>
            {caption}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}
