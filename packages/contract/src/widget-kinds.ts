/* No zod here: the widget build imports this file and must stay tiny. */

/**
 * Embeddable impact widgets (/frontgivingwidget/...): small pages that count a
 * giver's impact live on the giver's own website. A widget is addressed by the account's widget key, an
 * opaque sealed key, so embed codes never expose a database id and nobody can guess another giver's widget.
 */
export const WIDGET_KINDS = [
  'b1g1widget',
  'mywidget',
  'mytotalimpactwidget',
  'mytotalimpacthivewidget',
  'myleverageimpactwidget',
  'testwidget',
  'myimpactgoalwidget',
] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/** What each widget shows, for the picker on /giving-widget. */
export const WIDGET_CATALOGUE: Record<WidgetKind, { name: string; description: string; width: number; height: number }> = {
  b1g1widget: { name: 'Impact badge', description: 'A compact badge with your name and the impacts you created.', width: 300, height: 190 },
  mywidget: { name: 'Impact by cause', description: 'Your impacts with the causes they went to.', width: 340, height: 300 },
  mytotalimpactwidget: { name: 'Total impact counter', description: 'One large live counter of every impact you created.', width: 300, height: 210 },
  mytotalimpacthivewidget: {
    name: 'Team member impact',
    description: "Your company's total impact, with what one team member has given.",
    width: 320,
    height: 230,
  },
  myleverageimpactwidget: { name: 'Impact per dollar', description: 'How many impacts each dollar you gave created.', width: 300, height: 220 },
  testwidget: { name: 'Test widget', description: 'A marked test copy to try on your website before going live.', width: 300, height: 210 },
  myimpactgoalwidget: { name: 'Impact goal', description: 'Progress towards an impact goal you set.', width: 320, height: 240 },
};

export const WIDGET_THEMES = ['light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
export const WIDGET_SIZES = ['small', 'medium', 'large'] as const;
export type WidgetSize = (typeof WIDGET_SIZES)[number];
/** Size factors applied to a widget's base width and height. */
export const WIDGET_SIZE_SCALE: Record<WidgetSize, number> = { small: 0.85, medium: 1, large: 1.25 };
export const WIDGET_GOAL_MAX = 1_000_000_000;

/** The default accent colour of widgets (6 hex digits). */
export const WIDGET_DEFAULT_ACCENT = 'e8a317';

/** The style a member picks on /giving-widget; carried in the widget address's query. */
export type WidgetStyle = { theme: WidgetTheme; size: WidgetSize; accent: string; goal?: number };

/** Builds the query string of a widget address from a style (defaults left out). */
export function widgetQuery(style: Partial<WidgetStyle>): string {
  const params = new URLSearchParams();
  if (style.theme && style.theme !== 'light') params.set('theme', style.theme);
  if (style.size && style.size !== 'medium') params.set('size', style.size);
  if (style.accent && style.accent.toLowerCase() !== WIDGET_DEFAULT_ACCENT) params.set('accent', style.accent.toLowerCase());
  if (style.goal) params.set('goal', String(style.goal));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The widget page's path for a kind, key and (hive widget) member key. */
export function widgetPath(kind: WidgetKind, key: string, memberKey?: string): string {
  const base = `/frontgivingwidget/${kind}/${encodeURIComponent(key)}`;
  return kind === 'mytotalimpacthivewidget' ? `${base}/${encodeURIComponent(memberKey ?? key)}` : base;
}

export const widgetMessages = {
  unknownWidget: 'This widget does not exist. Please copy the embed code again from your Goodhive account.',
} as const;
