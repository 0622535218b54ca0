import type { WidgetData } from '@goodhive/contract';
import { WIDGET_CATALOGUE, WIDGET_SIZE_SCALE, widgetMessages } from '@goodhive/contract/widget-kinds';
import { parseWidgetAddress, widgetTitle } from './address';
import { countUp, renderWidget } from './render';
import './widget.css';

/** How often an open widget looks for new impact (the API answers from cache in between). */
const REFRESH_MS = 60_000;

const root = document.getElementById('widget')!;
const address = parseWidgetAddress(location.pathname, location.search);

/** Tells the embedding page how tall the widget is, so the embed script can size its frame. */
function reportHeight() {
  if (window.parent === window) return;
  window.parent.postMessage({ type: 'goodhive-widget-size', height: Math.ceil(document.documentElement.scrollHeight) }, '*');
}

function showMessage(text: string) {
  root.replaceChildren();
  const p = document.createElement('p');
  p.className = 'gw-card gw-message';
  p.textContent = text;
  root.append(p);
  root.setAttribute('aria-busy', 'false');
  reportHeight();
}

async function load(first: boolean) {
  if (!address) return showMessage(widgetMessages.unknownWidget);
  const query = address.memberKey ? `?member=${encodeURIComponent(address.memberKey)}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/widgets/${encodeURIComponent(address.key)}${query}`, { headers: { Accept: 'application/json' } });
  } catch {
    if (first) showMessage('The impact figures could not be loaded. Please try again later.');
    return;
  }
  if (response.status === 404 || response.status === 422) return showMessage(widgetMessages.unknownWidget);
  if (!response.ok) {
    if (first) showMessage('The impact figures could not be loaded. Please try again later.');
    return;
  }
  const { data } = (await response.json()) as { data: WidgetData };
  root.replaceChildren(renderWidget(address, data, `${location.origin}/`));
  root.setAttribute('aria-busy', 'false');
  if (first) countUp(root);
  reportHeight();
}

if (address) {
  const base = WIDGET_CATALOGUE[address.kind];
  const scale = WIDGET_SIZE_SCALE[address.style.size];
  document.documentElement.dataset.theme = address.style.theme;
  document.documentElement.style.setProperty('--gw-accent', `#${address.style.accent}`);
  document.documentElement.style.setProperty('--gw-scale', String(scale));
  document.documentElement.style.setProperty('--gw-width', `${Math.round(base.width * scale)}px`);
  document.title = `${widgetTitle(address.kind)} · Goodhive`;
}
void load(true);
setInterval(() => void load(false), REFRESH_MS);
window.addEventListener('resize', reportHeight);
