import type { FastifyInstance, FastifyReply } from 'fastify';
import { PRODUCT_NAME } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { escapeXml } from '../../lib/svg-text.js';
import * as repo from './stories.repository.js';
import { storyFigures } from './stories.service.js';

/**
 * The story counter (/campaign/storyembedded/{id}): a page any website may frame, and the story's public page.
 * Server-drawn HTML with inline styles and no script (a few kB), for a story its owner shared (embed-story) and
 * that is active. It shows the story, what it has given and the giver's display name; nothing else of the account.
 */
const EMBED_CSP = ["default-src 'none'", "style-src 'unsafe-inline'", "img-src 'self' https: data:", "base-uri 'none'", "form-action 'none'", 'frame-ancestors *'].join('; ');

function frameable(reply: FastifyReply) {
  reply.removeHeader('x-frame-options');
  reply.header('content-security-policy', EMBED_CSP);
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title><meta name="robots" content="noindex"></head>
<body style="margin:0;font-family:Segoe UI,Helvetica,Arial,sans-serif;background:#fdf8ef;color:#1f2937">
<main style="max-width:560px;margin:0 auto;padding:20px">${body}</main></body></html>`;

/** The counter page of a public story. */
export async function storyEmbedPageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { id: string } }>('/campaign/storyembedded/:id', async (request, reply) => {
    frameable(reply);
    const id = Number(request.params.id);
    const found = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await repo.findPublicStory(ctx.db, id) : undefined;
    if (!found) {
      return reply.code(404).type('text/html; charset=utf-8').send(page(`${PRODUCT_NAME}: story not found`, '<p>This story is not shared, or it does not exist.</p>'));
    }
    const { story } = found;
    const figures = await storyFigures(ctx.db, story.id);
    const giver = found.company_name ?? found.first_name;
    const beneficiaries = figures.reduce((n, f) => n + f.beneficiaries, 0);
    const counters = figures
      .map(
        (f) =>
          `<li style="margin:6px 0"><strong style="font-size:22px;color:#14532d" data-counter>${f.quantity.toLocaleString('en-US')}</strong> × ${escapeXml(f.impact_unit)} <span style="color:#6b7280">(${escapeXml(f.project_title)})</span></li>`,
      )
      .join('');
    const link = story.destination_link ? `<p><a href="${escapeXml(story.destination_link)}" target="_blank" rel="noopener noreferrer" style="color:#166534;font-weight:600">Learn more</a></p>` : '';
    const body = `<p style="font-size:13px;font-weight:700;color:#b45309;margin:0 0 8px">${escapeXml(giver)} with ${PRODUCT_NAME}</p>
<h1 style="font-size:20px;margin:0 0 12px;color:#14532d">${escapeXml(story.story_text)}</h1>
<ul style="list-style:none;padding:0;margin:0 0 8px">${counters}</ul>
<p style="margin:0 0 8px">${beneficiaries.toLocaleString('en-US')} people reached so far.</p>${link}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(page(`${giver}: ${story.story_text}`, body));
  });
}
