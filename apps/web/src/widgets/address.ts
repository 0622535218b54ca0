import {
  WIDGET_CATALOGUE,
  WIDGET_DEFAULT_ACCENT,
  WIDGET_GOAL_MAX,
  WIDGET_KINDS,
  WIDGET_SIZES,
  WIDGET_THEMES,
  type WidgetKind,
  type WidgetStyle,
} from '@goodhive/contract/widget-kinds';

export type WidgetAddress = { kind: WidgetKind; key: string; memberKey: string | null; style: WidgetStyle };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads /frontgivingwidget/{kind}/{key}[/{member}]?theme&size&accent&goal; null when the path is not a widget. */
export function parseWidgetAddress(pathname: string, search: string): WidgetAddress | null {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== 'frontgivingwidget' || parts.length < 3) return null;
  const kind = parts[1];
  if (!(WIDGET_KINDS as readonly string[]).includes(kind)) return null;
  const query = new URLSearchParams(search);
  const accent = query.get('accent');
  const goal = Number(query.get('goal'));
  return {
    kind: kind as WidgetKind,
    key: parts[2],
    memberKey: parts[3] ?? null,
    style: {
      theme: oneOf(WIDGET_THEMES, query.get('theme'), 'light'),
      size: oneOf(WIDGET_SIZES, query.get('size'), 'medium'),
      accent: accent && /^[0-9a-fA-F]{6}$/.test(accent) ? accent.toLowerCase() : WIDGET_DEFAULT_ACCENT,
      goal: Number.isInteger(goal) && goal >= 1 && goal <= WIDGET_GOAL_MAX ? goal : undefined,
    },
  };
}

export const widgetTitle = (kind: WidgetKind) => WIDGET_CATALOGUE[kind].name;
