import type { PublicPage } from '@goodhive/contract';
import { CATALOGUE_HEADING, PRODUCT_NAME, PUBLIC_PAGES, SIGN_IN_HEADING, SUMMIT_ANNOUNCEMENT } from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import { escapeXml } from '../../lib/svg-text.js';
import { findProjectCards, presentImage } from '../catalogue/index.js';
import * as repo from './public-site.repository.js';
import { presentPage } from './public-site.presenter.js';

/**
 * What the server writes into a public page's HTML before any script runs: its title, description, Open Graph
 * tags and canonical address, and a prerendered first paint of its content that the app then replaces. Search
 * engines and link previews read these; a visitor on a slow phone reads the page while the scripts load.
 */
export type PageHead = {
  title: string;
  description: string;
  /** The page's canonical absolute address. */
  canonical: string;
  type: 'website' | 'article';
  /** An absolute image address for link previews. */
  image?: string;
  /** The page's content as plain HTML for the first paint (escaped). */
  body?: string;
  /** The page's texts, handed to the app so it needs no second read (public pages only). */
  page?: PublicPage;
};

const text = (value: string) => escapeXml(value);
/** Cuts a description to what search engines show, on a word boundary. */
function clip(value: string, max = 160): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** The first paint of an informational page: the hero and its sections, in the app's own markup order. */
function pageBody(page: PublicPage): string {
  const sections = page.sections
    .map(
      (section) =>
        `<section${section.id ? ` id="${text(section.id)}"` : ''}>${section.kicker ? `<p class="boot-kicker">${text(section.kicker)}</p>` : ''}<h2>${text(section.heading)}</h2>${section.body
          .map((paragraph) => `<p>${text(paragraph)}</p>`)
          .join('')}${section.points?.length ? `<ul>${section.points.map((point) => `<li>${text(point)}</li>`).join('')}</ul>` : ''}</section>`,
    )
    .join('');
  return heroBody(page.eyebrow, page.heading, page.intro) + (sections ? `<div class="boot-sections boot-${page.style}">${sections}</div>` : '');
}

function heroBody(eyebrow: string, heading: string, intro: string | null): string {
  return `<div class="boot-hero"><p class="boot-kicker">${text(eyebrow)}</p><h1>${text(heading)}</h1>${intro ? `<p class="boot-intro">${text(intro)}</p>` : ''}</div>`;
}

/**
 * A project's wide picture as the first paint shows it: the page's width (within the app's margins), at the 2:1 of
 * the app's own picture, and fetched first. It is at least as large as the picture the app then draws in its place,
 * so the app's render does not become the page's largest paint (the picture is the page's main content).
 */
function pictureBody(url: string): string {
  return `<div class="boot-media"><img src="${text(url)}" alt="" width="1200" height="600" fetchpriority="high"></div>`;
}

/** The catalogue's first paint: its heading, as the app's, and the first project's picture and title. */
async function catalogueBody(db: DbOrTx): Promise<string> {
  const { rows } = await findProjectCards(db, { categoryIds: [], categorySlugs: [], countryIds: [], countryCodes: [], viewer: null }, 'recommended', 1, 1);
  const first = rows[0];
  const hero = heroBody(CATALOGUE_HEADING.eyebrow, CATALOGUE_HEADING.title, CATALOGUE_HEADING.description);
  if (!first) return hero;
  return `${hero}${pictureBody(presentImage(first.id, 'rectangle', first.image_rectangle).url)}<p class="boot-caption">${text(first.title)}</p>`;
}

/** The sign-in screen's first paint: its heading and the conference announcement beside the panel. */
function signInBody(): string {
  const summit = SUMMIT_ANNOUNCEMENT;
  return (
    `<div class="boot-hero"><h1>${text(SIGN_IN_HEADING.title)}</h1><p class="boot-intro">${text(SIGN_IN_HEADING.lead)}</p></div>` +
    `<section class="boot-summit"><p class="boot-kicker">${text(summit.badge)}</p><h2>${text(summit.title)}</h2>` +
    `<p class="boot-facts">${text(summit.date)} · ${text(summit.place)}</p><p>${text(summit.lead)}</p>` +
    `<ul>${summit.points.map((point) => `<li>${text(point)}</li>`).join('')}</ul></section>`
  );
}

/** Fixed heads of the public screens whose texts are not staff-edited. */
const FIXED_HEADS: Record<string, { title: string; description: string }> = {
  '/view-all-projects': {
    title: `Explore projects to give to | ${PRODUCT_NAME}`,
    description: 'Browse live projects from vetted worthy-cause partners: clean water, trees, education and more. Filter by cause, country and price, and give as a guest.',
  },
  '/business-listing': {
    title: `Business listing | ${PRODUCT_NAME}`,
    description: 'The businesses that give through Goodhive, with the impact each has funded. Search by name and filter by country and industry.',
  },
  '/login': { title: `Sign in | ${PRODUCT_NAME}`, description: `Sign in to ${PRODUCT_NAME} to give, follow the impact you fund and manage your membership.` },
  '/trial-registration': {
    title: `Start your free trial | ${PRODUCT_NAME}`,
    description: `Start a free ${PRODUCT_NAME} trial for your business: choose your first impact, which we fund, and see how giving fits the way you work.`,
  },
  '/sign-up': {
    title: `Become a member | ${PRODUCT_NAME}`,
    description: `Join ${PRODUCT_NAME} as a business or personal member: choose a package, pay securely and start giving to vetted projects at once.`,
  },
  '/sign-up-geniusu': {
    title: `Join ${PRODUCT_NAME} with GeniusU`,
    description: `GeniusU members give with ${PRODUCT_NAME}: choose a business or personal membership, pay securely and start giving to vetted projects at once.`,
  },
  '/partner-sign-up': {
    title: `Apply as a worthy-cause partner | ${PRODUCT_NAME}`,
    description: `Run projects that change lives? Apply to list them on ${PRODUCT_NAME}: tell us about your organisation and attach its registration; our team reviews every application.`,
  },
  '/refer-a-project': {
    title: `Suggest a worthy cause | ${PRODUCT_NAME}`,
    description: 'Know an organisation doing good work on the ground? Tell us about it; our team vets every worthy cause before its projects are listed.',
  },
};

const publicPagePath = new Map<string, string>(PUBLIC_PAGES.map((page) => [page.path, page.slug]));

/** The head of the page at this address, or null for addresses that are not public pages (the app's own). */
export async function pageHeadFor(db: DbOrTx, appUrl: string, url: string): Promise<PageHead | null> {
  const pathname = (url.split(/[?#]/)[0] ?? '/').replace(/(.)\/+$/, '$1');
  const canonical = `${appUrl}${pathname}`;
  const image = `${appUrl}/favicon.svg`;

  const slug = publicPagePath.get(pathname);
  if (slug) {
    const row = await repo.findPage(db, slug);
    if (!row) return null;
    const page = presentPage(row);
    return { title: page.title, description: page.description, canonical, type: 'website', image, body: pageBody(page), page };
  }
  const fixed = FIXED_HEADS[pathname];
  if (fixed) {
    const body = pathname === '/view-all-projects' ? await catalogueBody(db) : pathname === '/login' ? signInBody() : undefined;
    return { ...fixed, canonical, type: 'website', image, ...(body ? { body } : {}) };
  }

  const match = /^\/(projectdetail|bundledetail|wcu_partner|business-profile)\/(\d{1,9})$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[2]);
  if (match[1] === 'projectdetail' || match[1] === 'bundledetail') {
    const project = await repo.findLiveProjectHead(db, id, match[1] === 'bundledetail');
    if (!project) return null;
    const description = clip(project.summary || `${project.title}: a project of ${project.worthy_cause_name}. Give to it on ${PRODUCT_NAME}.`);
    return {
      title: `${project.title} | ${PRODUCT_NAME}`,
      description,
      canonical,
      type: 'article',
      image: `${appUrl}/api/projects/${project.id}/image/rectangle`,
      body: pictureBody(presentImage(project.id, 'rectangle', project.image_rectangle).url) + heroBody(project.worthy_cause_name, project.title, description),
    };
  }
  if (match[1] === 'wcu_partner') {
    const partner = await repo.findPartnerHead(db, id);
    if (!partner) return null;
    const description = clip(partner.about || partner.mission || `${partner.name} is a worthy-cause partner of ${PRODUCT_NAME}. See its live projects and updates.`);
    return { title: `${partner.name} | ${PRODUCT_NAME}`, description, canonical, type: 'website', image, body: heroBody('Worthy cause', partner.name, description) };
  }
  const company = await repo.findCompanyHead(db, id);
  if (!company) return null;
  const description = clip(company.mission || `${company.name} gives through ${PRODUCT_NAME}. See the impact it has funded.`);
  return { title: `${company.name} | ${PRODUCT_NAME}`, description, canonical, type: 'website', image, body: heroBody('Business impact profile', company.name, description) };
}

/** The head's tags, escaped, for the HTML's head. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${text(head.title)}</title>`,
    `<meta name="description" content="${text(head.description)}" />`,
    `<link rel="canonical" href="${text(head.canonical)}" />`,
    `<meta property="og:site_name" content="${text(PRODUCT_NAME)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${text(head.title)}" />`,
    `<meta property="og:description" content="${text(head.description)}" />`,
    `<meta property="og:url" content="${text(head.canonical)}" />`,
    head.image ? `<meta property="og:image" content="${text(head.image)}" />` : '',
    `<meta name="twitter:card" content="summary" />`,
  ];
  return tags.join('');
}

/** GET /sitemap.xml: every public page, live project and bundle, partner page and public business profile. */
export async function sitemapXml(db: DbOrTx, appUrl: string): Promise<string> {
  const [projects, partners, companies] = await Promise.all([repo.findLiveProjects(db), repo.findPublicPartners(db), repo.findPublicCompanies(db)]);
  const entry = (path: string, lastmod?: Date | null) => `<url><loc>${text(`${appUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const urls = [
    ...PUBLIC_PAGES.map((page) => entry(page.path)),
    ...Object.keys(FIXED_HEADS).map((path) => entry(path)),
    ...projects.map((project) => entry(`/${project.is_bundle ? 'bundledetail' : 'projectdetail'}/${project.id}`, project.updated_at)),
    ...partners.map((partner) => entry(`/wcu_partner/${partner.id}`, partner.updated_at)),
    ...companies.map((company) => entry(`/business-profile/${company.id}`)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** GET /robots.txt: the public site is open to crawlers, the API and the signed-in areas are not; names the sitemap. */
export function robotsTxt(appUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin/', 'Disallow: /payment-redirect/', 'Disallow: /usercart/', '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}
