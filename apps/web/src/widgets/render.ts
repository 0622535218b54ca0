import type { WidgetData } from '@goodhive/contract';
import { WIDGET_CATALOGUE } from '@goodhive/contract/widget-kinds';
import type { WidgetAddress } from './address';

const number = (n: number) => Math.round(n).toLocaleString('en-US');
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A DOM element with a class and children; text is always set as text, never as markup. */
function el(tag: string, className: string, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) node.append(child);
  return node;
}

/** The big figure of a widget; data-count lets the page count up to it. */
function figure(value: number, label: string): HTMLElement {
  const strong = el('strong', 'gw-count', number(value));
  strong.dataset.count = String(value);
  return el('p', 'gw-figure', strong, el('span', 'gw-label', label));
}

function brand(data: WidgetData): HTMLElement {
  const name = el('span', 'gw-name', data.name);
  if (!data.logo_url) return el('div', 'gw-brand', el('span', 'gw-mark', data.name.charAt(0).toUpperCase()), name);
  const img = document.createElement('img');
  img.src = data.logo_url;
  img.alt = '';
  img.className = 'gw-logo';
  return el('div', 'gw-brand', img, name);
}

function footer(homeUrl: string): HTMLElement {
  const link = document.createElement('a');
  link.href = homeUrl;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = 'Goodhive';
  return el('p', 'gw-footer', 'Impact verified by ', link);
}

/** The widget's content for its kind: every figure comes from the API. */
export function renderWidget(address: WidgetAddress, data: WidgetData, homeUrl: string): HTMLElement {
  const body: HTMLElement[] = [];
  switch (address.kind) {
    case 'b1g1widget':
      body.push(el('p', 'gw-lead', `has created`), figure(data.total_impacts, 'impacts through giving'));
      break;
    case 'mywidget': {
      body.push(figure(data.total_impacts, 'impacts created'));
      const list = el('ul', 'gw-causes');
      for (const cause of data.categories.slice(0, 4)) {
        list.append(el('li', '', el('span', '', cause.name), el('strong', '', number(cause.total_impacts))));
      }
      if (!data.categories.length) list.append(el('li', 'gw-muted', 'The first impacts are on their way.'));
      body.push(list);
      break;
    }
    case 'mytotalimpacthivewidget':
      // A hive partner's widget counts the whole hive: the partner and every member business.
      if (data.hive) {
        body.push(figure(data.hive.total_impacts, `impacts created together by ${number(data.hive.member_count + 1)} businesses`));
        body.push(el('p', 'gw-sub', `${data.hive.title} · ${number(data.hive.beneficiaries)} beneficiaries`));
      } else body.push(figure(data.total_impacts, 'impacts created together'));
      if (data.member) body.push(el('p', 'gw-sub', `${data.member.name}: ${number(data.member.total_impacts)} impacts`));
      break;
    case 'myleverageimpactwidget': {
      const lever = data.hive ?? data;
      const per = el('strong', 'gw-count', lever.impacts_per_usd.toLocaleString('en-US', { maximumFractionDigits: 2 }));
      body.push(el('p', 'gw-figure', per, el('span', 'gw-label', 'impacts for every US $1 given')));
      body.push(el('p', 'gw-sub', `US $${money(lever.amount_usd)} given · ${number(lever.total_impacts)} impacts${data.hive ? ` by ${data.hive.title}` : ''}`));
      break;
    }
    case 'myimpactgoalwidget': {
      const goal = address.style.goal ?? Math.max(100, 10 ** Math.ceil(Math.log10(Math.max(1, data.total_impacts + 1))));
      const share = Math.min(100, Math.round((data.total_impacts / goal) * 100));
      body.push(figure(data.total_impacts, `of ${number(goal)} impacts`));
      const bar = el('div', 'gw-bar');
      bar.setAttribute('role', 'progressbar');
      bar.setAttribute('aria-valuemin', '0');
      bar.setAttribute('aria-valuemax', String(goal));
      bar.setAttribute('aria-valuenow', String(Math.min(goal, data.total_impacts)));
      bar.setAttribute('aria-label', 'Progress towards the impact goal');
      const fill = el('span', 'gw-fill');
      fill.style.width = `${share}%`;
      bar.append(fill);
      body.push(bar, el('p', 'gw-sub', `${share}% of the goal`));
      break;
    }
    case 'testwidget':
    case 'mytotalimpactwidget':
    default:
      body.push(figure(data.total_impacts, 'impacts created'));
      body.push(el('p', 'gw-sub', `${number(data.beneficiaries)} beneficiaries · ${number(data.projects_supported)} projects`));
  }
  const card = el('section', `gw-card gw-${address.kind}`, brand(data), ...body, footer(homeUrl));
  card.setAttribute('aria-label', `${WIDGET_CATALOGUE[address.kind].name}: ${data.name}`);
  if (address.kind === 'testwidget') card.prepend(el('span', 'gw-test', 'Test'));
  return card;
}

/** Counts the figures up from zero once (skipped when the reader prefers less motion). */
export function countUp(root: HTMLElement) {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const targets = [...root.querySelectorAll<HTMLElement>('[data-count]')];
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / 900);
    const eased = 1 - (1 - t) ** 3;
    for (const node of targets) node.textContent = number(Number(node.dataset.count) * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
