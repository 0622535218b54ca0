import { PRODUCT_NAME } from '@goodhive/contract';
import { certificateLines, type CertificateArt } from './pdf/certificate.js';
import { escapeXml as esc, wrapText as wrap } from './svg-text.js';

/**
 * The certificate as a 1600 × 1131 SVG (A4 landscape): the web app shows it as the preview and turns it
 * into the PNG download; self-contained, with system fonts and no external resources.
 */
export function buildCertificateSvg(c: CertificateArt): string {
  const W = 1600;
  const H = 1131;
  const lines = certificateLines(c);
  const num = (n: number) => n.toLocaleString('en-US');
  const text = (x: number, y: number, size: number, body: string, opts: { weight?: number; fill?: string; family?: string; italic?: boolean; spacing?: number } = {}) =>
    `<text x="${x}" y="${y}" text-anchor="middle" font-size="${size}" font-weight="${opts.weight ?? 400}" fill="${opts.fill ?? '#1f2937'}" font-family="${
      opts.family ?? "system-ui, 'Segoe UI', Helvetica, Arial, sans-serif"
    }"${opts.italic ? ' font-style="italic"' : ''}${opts.spacing ? ` letter-spacing="${opts.spacing}"` : ''}>${esc(body)}</text>`;
  const serif = "Georgia, 'Times New Roman', serif";
  const hex = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${(W / 2 + 58 * Math.cos(a)).toFixed(1)},${(170 + 58 * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  const body = wrap(lines.body, 70).map((l, i) => text(W / 2, 600 + i * 40, 28, l));
  const causesY = 600 + body.length * 40 + 16;
  const figures: [string, string][] = [
    [num(c.total_impacts), 'impacts'],
    [num(c.beneficiaries), 'beneficiaries'],
    [num(c.projects_supported), c.projects_supported === 1 ? 'project' : 'projects'],
  ];
  const boxes = figures
    .map(([value, label], i) => {
      const x = W / 2 - 480 + i * 330;
      return `<rect x="${x}" y="780" width="300" height="120" rx="18" fill="#ffffff"/>${text(x + 150, 840, 44, value, { weight: 800, fill: '#0f4631' })}${text(x + 150, 880, 22, label, { fill: '#5b6b63' })}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(`${lines.headline}: ${c.name}`)}">
<rect width="${W}" height="${H}" fill="#fdf8ef"/>
<rect x="40" y="40" width="${W - 80}" height="${H - 80}" fill="none" stroke="#0f4631" stroke-width="12"/>
<rect x="64" y="64" width="${W - 128}" height="${H - 128}" fill="none" stroke="#e8a317" stroke-width="3"/>
<polygon points="${hex}" fill="#e8a317"/>
${text(W / 2, 192, 56, c.name.charAt(0).toUpperCase(), { weight: 800, fill: '#0f4631' })}
${text(W / 2, 276, 22, PRODUCT_NAME.toUpperCase(), { weight: 700, fill: '#5b6b63', spacing: 6 })}
${text(W / 2, 356, 74, lines.headline, { weight: 700, fill: '#0f4631', family: serif })}
${text(W / 2, 430, 26, lines.presented, { fill: '#5b6b63' })}
${text(W / 2, 516, 64, c.name, { weight: 700, family: serif, italic: true })}
${body.join('\n')}
${lines.causes ? text(W / 2, causesY, 24, lines.causes, { fill: '#5b6b63' }) : ''}
${boxes}
${text(W / 2, 960, 20, lines.issued, { fill: '#5b6b63' })}
${text(W / 2, 996, 20, lines.verify, { fill: '#0f4631' })}
${text(W / 2, 1030, 18, `Certificate code ${c.code}`, { fill: '#5b6b63' })}
</svg>`;
}
