import { BRAND_COLOURS as C, PRODUCT_NAME, SHARING_TEMPLATES, templateLines, type MediaKitFigures, type SharingTemplateId } from '@goodhive/contract';
import { escapeXml as esc, wrapText } from '../../lib/svg-text.js';

const SANS = "Inter, system-ui, 'Segoe UI', Helvetica, Arial, sans-serif";
const SERIF = "Fraunces, Georgia, 'Times New Roman', serif";

type TextOpts = { size: number; weight?: number; fill?: string; family?: string; anchor?: 'start' | 'middle'; spacing?: number };
const text = (x: number, y: number, body: string, o: TextOpts) =>
  `<text x="${x}" y="${y}" font-size="${o.size}" font-weight="${o.weight ?? 400}" fill="${o.fill ?? '#ffffff'}" font-family="${o.family ?? SANS}"${
    o.anchor === 'middle' ? ' text-anchor="middle"' : ''
  }${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}>${esc(body)}</text>`;

/** The honeycomb-and-heart mark (the web app's logo), drawn at (x, y) with a side of `size`. */
export const markSvg = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 64})"><path fill="${C.honey}" d="M32 3 57 17.5v29L32 61 7 46.5v-29Z"/><path fill="${C.forest}" d="M32 47c-9-6-14-11.5-14-17.5A7.5 7.5 0 0 1 32 25a7.5 7.5 0 0 1 14 4.5C46 35.5 41 41 32 47Z"/></g>`;

/** A faint honeycomb in a corner, the templates' decoration. */
function honeycomb(cx: number, cy: number, r: number, rows: number, cols: number): string {
  const cells: string[] = [];
  const w = Math.sqrt(3) * r;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = cx + col * w + (row % 2 ? w / 2 : 0);
      const y = cy + row * r * 1.5;
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
      cells.push(`<polygon points="${pts}"/>`);
    }
  }
  return `<g fill="none" stroke="${C.honey}" stroke-opacity="0.18" stroke-width="3">${cells.join('')}</g>`;
}

/**
 * A personalised social image as a self-contained SVG of the template's size: the account's name and the
 * figures of its paid impacts on the brand's forest green, with the mark. System fonts only, no external
 * resources, so the browser can turn it into a PNG of the same size.
 */
export function buildSharingTemplateSvg(id: SharingTemplateId, f: MediaKitFigures): string {
  const t = SHARING_TEMPLATES.find((x) => x.id === id)!;
  const { width: W, height: H } = t;
  const lines = templateLines(f);
  const wide = W > H;
  const pad = wide ? 64 : 88;
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="${C.forest}"/>`);
  parts.push(honeycomb(W - (wide ? 260 : 300), wide ? -20 : -10, wide ? 70 : 90, 4, 4));
  parts.push(`<rect x="0" y="${H - 14}" width="${W}" height="14" fill="${C.honey}"/>`);

  // The mark and the product's name.
  const markSize = wide ? 72 : 96;
  parts.push(markSvg(pad, pad, markSize));
  parts.push(text(pad + markSize + 20, pad + markSize * 0.66, PRODUCT_NAME, { size: wide ? 40 : 52, weight: 700, family: SERIF }));

  // Kicker and the account's name.
  let y = pad + markSize + (wide ? 70 : t.id === 'story' ? 340 : 100);
  parts.push(text(pad, y, lines.kicker.toUpperCase(), { size: wide ? 26 : 34, weight: 700, fill: C.honey, spacing: 4 }));
  const nameSize = wide ? 56 : t.id === 'story' ? 96 : 80;
  const nameLines = wrapText(lines.name, Math.floor((W - 2 * pad) / (nameSize * 0.52))).slice(0, 2);
  for (const line of nameLines) {
    y += nameSize * 1.15;
    parts.push(text(pad, y, line, { size: nameSize, weight: 700, family: SERIF }));
  }

  // The figures: a row on the link post, value-and-label lines on the square post, a column on the story.
  if (lines.figures.length) {
    if (wide) {
      const colW = (W - 2 * pad) / 3;
      y += 100;
      lines.figures.forEach(([value, label], i) => {
        parts.push(text(pad + i * colW, y, value, { size: 60, weight: 800, fill: C.honey }));
        parts.push(text(pad + i * colW, y + 38, label, { size: 24, fill: '#e9f5ef' }));
      });
      y += 38;
    } else if (t.id === 'square') {
      y += 30;
      for (const [value, label] of lines.figures) {
        y += 104;
        parts.push(
          `<text x="${pad}" y="${y}" font-family="${SANS}" fill="#e9f5ef" font-size="34"><tspan font-size="84" font-weight="800" fill="${C.honey}">${esc(value)}</tspan><tspan dx="22">${esc(label)}</tspan></text>`,
        );
      }
    } else {
      y += 60;
      for (const [value, label] of lines.figures) {
        y += 190;
        parts.push(text(pad, y, value, { size: 120, weight: 800, fill: C.honey }));
        parts.push(text(pad, y + 50, label, { size: 38, fill: '#e9f5ef' }));
      }
      y += 50;
    }
  }
  // The statement below, and the footer at the bottom.
  const statementSize = wide ? 26 : t.id === 'story' ? 40 : 34;
  y += wide ? 56 : t.id === 'story' ? 110 : 80;
  for (const line of wrapText(lines.statement, Math.floor((W - 2 * pad) / (statementSize * 0.5))).slice(0, 3)) {
    parts.push(text(pad, y, line, { size: statementSize, fill: '#ffffff' }));
    y += statementSize * 1.3;
  }
  parts.push(text(pad, H - (wide ? 40 : 60), lines.footer, { size: wide ? 20 : 28, fill: '#a3d3bb', spacing: 1 }));

  const label = `${lines.kicker}: ${f.name}${lines.figures.length ? `, ${lines.figures.map(([v, l]) => `${v} ${l}`).join(', ')}` : ''}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(label)}">\n${parts.join('\n')}\n</svg>`;
}
