import { WIDGET_CATALOGUE, WIDGET_SIZE_SCALE, widgetPath, widgetQuery, type WidgetKind, type WidgetStyle } from '@goodhive/contract';

export type EmbedChoice = { kind: WidgetKind; style: WidgetStyle; key: string; memberKey: string };

/** The widget's own address (path and style query), as the frame and the script load it. */
export function widgetAddress(choice: EmbedChoice): string {
  // Only the goal widget has a goal.
  const style = choice.kind === 'myimpactgoalwidget' ? choice.style : { ...choice.style, goal: undefined };
  return `${widgetPath(choice.kind, choice.key, choice.memberKey)}${widgetQuery(style)}`;
}

/** The frame size of a widget at a size. */
export function widgetFrameSize(choice: Pick<EmbedChoice, 'kind' | 'style'>) {
  const base = WIDGET_CATALOGUE[choice.kind];
  const scale = WIDGET_SIZE_SCALE[choice.style.size];
  return { width: Math.round(base.width * scale), height: Math.round(base.height * scale) };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The two embed codes: a plain frame, and the script that sizes its frame to the widget. */
export function embedCodes(choice: EmbedChoice, origin: string) {
  const address = widgetAddress(choice);
  const { width, height } = widgetFrameSize(choice);
  const title = attr(`${WIDGET_CATALOGUE[choice.kind].name} by Goodhive`);
  return {
    iframe: `<iframe src="${attr(origin + address)}" width="${width}" height="${height}" title="${title}" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    script: `<script src="${attr(`${origin}/widget/embed.js`)}" data-goodhive-widget="${attr(address)}" data-width="${width}" data-height="${height}" data-title="${title}" async></script>`,
  };
}
