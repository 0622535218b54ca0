import type { Cart, CartItem, EcardTemplate } from '@goodhive/contract';
import { convertCents, toAmount } from '../../../lib/money.js';
import type { GivingAccount } from '../../accounts/index.js';
import { escapeXml, wrapText } from '../../../lib/svg-text.js';
import { presentImage } from '../../catalogue/index.js';
import type { CartLine, CartRow } from './cart.repository.js';

/** Projects of a cart that the display conditions hide from the account the cart belongs to. */
export type HiddenProjects = ReadonlySet<number>;
const NONE_HIDDEN: HiddenProjects = new Set();

/** What a line costs at the server's own prices, and whether it can still be given (to the cart's account). */
export function priceLine(line: CartLine, hidden: HiddenProjects = NONE_HIDDEN) {
  const { item, level, project } = line;
  const isAvailable =
    project.status === 'live' && level.is_active && level.currency === 'USD' && level.project_id === item.project_id && !hidden.has(item.project_id);
  return {
    unitCents: level.price_cents,
    totalCents: level.price_cents * item.quantity,
    beneficiaries: item.quantity * level.beneficiaries_per_unit,
    isAvailable,
  };
}

export function presentLine(line: CartLine, hidden: HiddenProjects = NONE_HIDDEN): CartItem {
  const { item, level, project } = line;
  const price = priceLine(line, hidden);
  return {
    carts_id: item.id,
    type: item.type as 'project' | 'story',
    project_id: item.project_id,
    story_id: item.story_id > 0 ? item.story_id : null,
    impact_level_id: item.impact_level_id,
    quantity: item.quantity,
    count: item.quantity,
    group_unique_id: item.story_group_id,
    unit_price_usd: toAmount(price.unitCents),
    amt_total_usd: toAmount(price.totalCents),
    beneficiaries: price.beneficiaries,
    is_available: price.isAvailable,
    project: {
      id: project.id,
      title: project.title,
      is_bundle: project.is_bundle,
      image_square: presentImage(project.id, 'square', project.image_square),
      image_rectangle: presentImage(project.id, 'rectangle', project.image_rectangle),
      partner_name: line.partner_name,
    },
    impact: { id: level.id, impact_unit: level.impact_unit, beneficiaries_per_unit: level.beneficiaries_per_unit, price: toAmount(level.price_cents) },
  };
}

/** Totals of the lines that can be given; SGD at the current rate, shown as an indication only. */
export function presentTotals(lines: CartLine[], rate: string | null, hidden: HiddenProjects = NONE_HIDDEN): Cart['totals'] {
  let usd = 0;
  let quantity = 0;
  let beneficiaries = 0;
  for (const line of lines) {
    const price = priceLine(line, hidden);
    if (!price.isAvailable) continue;
    usd += price.totalCents;
    quantity += line.item.quantity;
    beneficiaries += price.beneficiaries;
  }
  return {
    items_count: lines.length,
    quantity,
    beneficiaries,
    amt_total_usd: toAmount(usd),
    amt_total_sgd: rate ? toAmount(convertCents(usd, rate)) : toAmount(0),
    exchange_rate_sgd: rate ? Number(rate) : 0,
  };
}

const flag = (v: number): 0 | 1 => (v === 1 ? 1 : 0);

/** The cart state the web app reads, with its lines and totals; an account without a cart gets an empty one. */
export function presentCart(cart: CartRow | null, account: GivingAccount, lines: CartLine[], rate: string | null, hidden: HiddenProjects = NONE_HIDDEN): Cart {
  return {
    id: cart?.id ?? null,
    user_id: account.userId,
    company_id: account.companyId,
    account: account.account,
    contribution_group_id: cart?.contribution_group_id ?? null,
    restored: flag(cart?.restored ?? 0),
    monthly_story_flag: flag(cart?.monthly_story_flag ?? 0),
    ecard:
      cart && cart.ecard_template_id
        ? {
            template_id: cart.ecard_template_id,
            message: cart.ecard_message,
            recipient_name: cart.ecard_recipient_name,
            recipient_email: cart.ecard_recipient_email,
          }
        : null,
    share_key: cart?.share_key ?? null,
    items: lines.map((line) => presentLine(line, hidden)),
    totals: presentTotals(lines, rate, hidden),
  };
}

/** The gift e-card as an SVG image: the template's colours and headline, the greeting and the message. */
export function ecardSvg(template: EcardTemplate, message: string, recipientName?: string): string {
  const body = wrapText(message || 'A gift of impact, given in your name.', 44, 8);
  const greeting = recipientName ? `Dear ${recipientName},` : '';
  const lines = body
    .map((l, i) => `<text x="60" y="${300 + i * 34}" font-size="24" fill="#333">${escapeXml(l)}</text>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escapeXml(template.name)} e-card">`,
    `<rect width="800" height="600" fill="${template.background}"/>`,
    `<rect x="0" y="0" width="800" height="16" fill="${template.accent}"/>`,
    `<g font-family="Helvetica, Arial, sans-serif">`,
    `<text x="60" y="150" font-size="56" font-weight="bold" fill="${template.accent}">${escapeXml(template.headline)}</text>`,
    greeting ? `<text x="60" y="240" font-size="28" fill="#333">${escapeXml(greeting)}</text>` : '',
    lines,
    `<text x="60" y="560" font-size="18" fill="#777">A gift of impact through Goodhive</text>`,
    `</g></svg>`,
  ].join('');
}
