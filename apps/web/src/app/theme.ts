import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { DESKTOP_BREAKPOINT_PX, MOBILE_BELOW_PX } from '@goodhive/contract/texts';

/** Honey: the brand's warm primary (buttons, highlights). Filled shades carry dark text via autoContrast. */
const honey: MantineColorsTuple = [
  '#fff8e6',
  '#ffefc2',
  '#ffe08f',
  '#ffcf57',
  '#fdbf2d',
  '#f5ad14',
  '#e59c06',
  '#b97b00',
  '#8f5f00',
  '#6b4600',
];

/** Forest: the deep green accent (panel chrome, links, focus rings) that makes the palette feel grounded. */
const forest: MantineColorsTuple = [
  '#e9f5ef',
  '#cfe8db',
  '#a3d3bb',
  '#72bb97',
  '#4aa479',
  '#2f8b61',
  '#1f7350',
  '#155c40',
  '#0f4631',
  '#0a3123',
];

/**
 * Breakpoints in the product's own pixel widths: side menus turn into a drawer below `sideMenu`
 * (MOBILE_BELOW_PX) and the public header switches to a burger below `publicMenu` (DESKTOP_BREAKPOINT_PX).
 */
export const breakpoints = {
  xs: '36em',
  sm: '48em',
  md: '62em',
  lg: '75em',
  xl: '88em',
  publicMenu: `${DESKTOP_BREAKPOINT_PX}px`,
  sideMenu: `${MOBILE_BELOW_PX}px`,
} as const;

declare module '@mantine/core' {
  export interface MantineThemeSizesOverride {
    breakpoints: Record<keyof typeof breakpoints, string>;
  }
}

export const theme = createTheme({
  primaryColor: 'honey',
  primaryShade: 6,
  colors: { honey, forest },
  autoContrast: true,
  luminanceThreshold: 0.4,
  black: '#1f1a14',
  white: '#ffffff',
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily: "'Fraunces Variable', Fraunces, Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  breakpoints,
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { withBorder: true, radius: 'lg' } },
  },
});

/** The warm off-white page colour; cards, inputs and menus stay white (they use --mantine-color-body). */
export const PAGE_BACKGROUND = '#fbf8f2';

/** Text colours of the product, a warm near-black rather than Mantine's grey-blue, and legible error text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--goodhive-page-bg': PAGE_BACKGROUND },
  light: {
    '--mantine-color-text': '#1f1a14',
    '--mantine-color-dimmed': '#5f574b',
    '--mantine-color-anchor': 'var(--mantine-color-forest-7)',
    // Mantine's red-6 field errors read at 3.9:1 on white; red-8 passes WCAG AA for small text.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
