/**
 * The zod-free part of media-kit.ts (re-exported there): the media kit's brand facts, its downloadable files,
 * the personalised templates and written pieces, and the useful resources. The server fills the pieces with
 * an account's live figures; the web app shows the same texts.
 */
import { PRODUCT_NAME } from './messages.js';

/** One colour of the brand, as the web app's theme defines it. */
export type BrandColour = { name: string; hex: string; role: string; text: 'dark' | 'light' };

/** The brand palette: the theme's honey and forest shades the product uses, its ink and page colours. */
export const BRAND_PALETTE: readonly BrandColour[] = [
  { name: 'Honey', hex: '#f5ad14', role: 'The mark’s hexagon, highlights and badges.', text: 'dark' },
  { name: 'Deep honey', hex: '#e59c06', role: 'Buttons and calls to action.', text: 'dark' },
  { name: 'Pale honey', hex: '#fff8e6', role: 'Soft backgrounds behind figures and notes.', text: 'dark' },
  { name: 'Forest', hex: '#0f4631', role: 'The mark’s heart, headings and dark backgrounds.', text: 'light' },
  { name: 'Pine', hex: '#155c40', role: 'Links and secondary accents.', text: 'light' },
  { name: 'Night forest', hex: '#0a3123', role: 'Panel headers and footers.', text: 'light' },
  { name: 'Ink', hex: '#1f1a14', role: 'Body text: a warm near-black.', text: 'light' },
  { name: 'Paper', hex: '#fbf8f2', role: 'The warm off-white page colour.', text: 'dark' },
];

/** The palette colours the art and documents draw with. */
export const BRAND_COLOURS = {
  honey: '#f5ad14',
  deepHoney: '#e59c06',
  paleHoney: '#fff8e6',
  forest: '#0f4631',
  pine: '#155c40',
  night: '#0a3123',
  ink: '#1f1a14',
  paper: '#fbf8f2',
  muted: '#5f574b',
} as const;

/** The brand's typefaces, as the theme uses them. */
export const BRAND_TYPOGRAPHY = [
  {
    role: 'Headings',
    family: 'Fraunces',
    weights: 'Semi-bold (600), bold (700)',
    stack: "'Fraunces Variable', Fraunces, Georgia, 'Times New Roman', serif",
    usage: 'Titles, headlines and big figures. A warm serif with character; use it short.',
    sample: 'Every coffee gives a day of clean water',
  },
  {
    role: 'Body',
    family: 'Inter',
    weights: 'Regular (400), semi-bold (600), extra-bold (800) for figures',
    stack: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    usage: 'Paragraphs, labels, buttons and figures. Clear at every size.',
    sample: '1,250 impacts reached 980 beneficiaries in 4 countries.',
  },
] as const;

/** The rules of using the mark, printed in the brand guideline and shown on its page. */
export const BRAND_RULES = {
  do: [
    'Use the mark and word mark from this kit, unchanged.',
    'Leave clear space around the mark of at least half its height.',
    'Use the light logo on light backgrounds and the dark logo on Forest or photos.',
    'Keep the logo at least 24 px (or 8 mm) tall so the heart stays readable.',
  ],
  dont: [
    'Do not stretch, rotate, recolour or outline the mark.',
    'Do not put the logo on busy photos without a solid panel behind it.',
    'Do not use the member badge unless your company gives through Goodhive.',
    'Do not change figures in the templates: they come from your impact records.',
  ],
} as const;

/** The media kit's sections, in the order of its sub-navigation. */
export const MEDIA_KIT_SECTIONS = [
  {
    key: 'brand-guideline',
    title: 'Brand guideline',
    summary: 'Our logo, colours and typefaces, and how to use them next to your own brand.',
  },
  {
    key: 'visual-elements',
    title: 'Visual elements',
    summary: 'The Goodhive logo in light and dark, and the ‘We give with Goodhive’ member badge.',
  },
  {
    key: 'sharing-templates',
    title: 'Sharing templates',
    summary: 'Social post images with your company’s name and real impact figures.',
  },
  {
    key: 'written-content',
    title: 'Written content',
    summary: 'Ready-to-use paragraphs for your website, e-mail signature, press and social posts.',
  },
] as const;
export type MediaKitSectionKey = (typeof MEDIA_KIT_SECTIONS)[number]['key'];

export const mediaKitTexts = {
  eyebrow: 'Share your impact',
  title: 'Media kit',
  intro:
    'Show your customers, team and partners that you give with Goodhive. Everything here is free to use: logos and badges for your website, social posts with your live impact figures, and words ready to paste.',
  figuresNote: 'Figures come from your paid impacts and update as you give.',
  noFiguresYet: 'Your figures appear here once your first impact is paid. Until then the templates and texts say that you give with Goodhive, without numbers.',
  guidelinePdf: 'Download the brand guideline (PDF)',
  copied: 'Copied',
  copy: 'Copy',
} as const;

/** A file of the media kit that is the same for everyone, served from the web app's /media-kit/ folder. */
export type MediaKitAsset = { file: string; label: string; format: 'SVG' | 'PNG'; width: number; height: number; background: 'light' | 'dark' };

/** Where the static files live in the built web app. */
export const MEDIA_KIT_ASSET_BASE = '/media-kit';

const logo = (tone: 'light' | 'dark', format: 'SVG' | 'PNG'): MediaKitAsset => ({
  file: `goodhive-logo-${tone}.${format.toLowerCase()}`,
  label: `Logo for ${tone} backgrounds`,
  format,
  width: 960,
  height: 256,
  background: tone,
});
const badge = (size: number, format: 'SVG' | 'PNG'): MediaKitAsset => ({
  file: `we-give-with-goodhive-${size}.${format.toLowerCase()}`,
  label: `Member badge, ${size} × ${size}`,
  format,
  width: size,
  height: size,
  background: 'light',
});

/** The logos (light and dark, SVG and PNG) and the member badge in three sizes. */
export const MEDIA_KIT_LOGOS: readonly MediaKitAsset[] = [logo('light', 'SVG'), logo('light', 'PNG'), logo('dark', 'SVG'), logo('dark', 'PNG')];
export const MEDIA_KIT_BADGE_SIZES = [128, 256, 512] as const;
export const MEDIA_KIT_BADGES: readonly MediaKitAsset[] = MEDIA_KIT_BADGE_SIZES.flatMap((size) => [badge(size, 'SVG'), badge(size, 'PNG')]);
export const mediaKitAssetUrl = (asset: Pick<MediaKitAsset, 'file'>) => `${MEDIA_KIT_ASSET_BASE}/${asset.file}`;

/** The personalised social images the server draws from an account's figures. */
export const SHARING_TEMPLATES = [
  { id: 'square', label: 'Square post', width: 1080, height: 1080, use: 'Instagram, LinkedIn and Facebook feeds' },
  { id: 'landscape', label: 'Link post', width: 1200, height: 628, use: 'LinkedIn, X and Facebook link posts, blog headers' },
  { id: 'story', label: 'Story', width: 1080, height: 1920, use: 'Instagram and Facebook stories' },
] as const;
export type SharingTemplateId = (typeof SHARING_TEMPLATES)[number]['id'];
export const SHARING_TEMPLATE_IDS = /* @__PURE__ */ SHARING_TEMPLATES.map((t) => t.id) as unknown as readonly [SharingTemplateId, ...SharingTemplateId[]];

/** The figures the personalised pieces are filled with. */
export type MediaKitFigures = {
  name: string;
  total_impacts: number;
  beneficiaries: number;
  projects_supported: number;
  countries_reached: number;
  amount_usd: number;
  /** The project categories given to most, at most three. */
  causes: string[];
};

const num = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;
const listOf = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const causesOf = (f: MediaKitFigures) => listOf(f.causes.map((c) => c.toLowerCase()));
export const hasFigures = (f: MediaKitFigures) => f.total_impacts > 0;

/** The headline lines of the sharing templates. */
export function templateLines(f: MediaKitFigures) {
  return {
    kicker: 'We give with Goodhive',
    name: f.name,
    figures: hasFigures(f)
      ? ([
          [num(f.total_impacts), f.total_impacts === 1 ? 'impact created' : 'impacts created'],
          [num(f.beneficiaries), f.beneficiaries === 1 ? 'beneficiary reached' : 'beneficiaries reached'],
          [num(f.projects_supported), f.projects_supported === 1 ? 'project supported' : 'projects supported'],
        ] as [string, string][])
      : [],
    statement: hasFigures(f)
      ? `${f.causes.length ? `Supporting ${causesOf(f)} in ` : 'Giving in '}${plural(f.countries_reached, 'country', 'countries')}.`
      : 'Every purchase helps fund verified impacts with worthy causes.',
    footer: 'Verified impact · goodhive',
  };
}

/** The written pieces: each with what it is for and its text filled with the account's name and figures. */
export const WRITTEN_PIECES = [
  {
    id: 'website',
    title: 'Website paragraph',
    use: 'For your About page, footer or a ‘Giving’ page.',
    build: (f: MediaKitFigures) =>
      hasFigures(f)
        ? `At ${f.name}, giving is part of how we do business. Through Goodhive we fund verified impacts delivered by vetted worthy causes: so far we have created ${plural(f.total_impacts, 'impact', 'impacts')} that reached ${plural(f.beneficiaries, 'beneficiary', 'beneficiaries')} through ${plural(f.projects_supported, 'project', 'projects')} in ${plural(f.countries_reached, 'country', 'countries')}${f.causes.length ? `, supporting ${causesOf(f)}` : ''}. Every figure is counted from our paid impacts, and we add to it as we grow.`
        : `At ${f.name}, giving is part of how we do business. Through Goodhive we fund verified impacts delivered by vetted worthy causes, such as clean water, trees and education, and we will share our figures here as they grow.`,
  },
  {
    id: 'email-signature',
    title: 'E-mail signature',
    use: 'One line under your name in every e-mail your team sends.',
    build: (f: MediaKitFigures) =>
      hasFigures(f)
        ? `${f.name} gives with Goodhive: ${plural(f.total_impacts, 'impact', 'impacts')} created for ${plural(f.beneficiaries, 'beneficiary', 'beneficiaries')} so far.`
        : `${f.name} gives with Goodhive: every purchase helps fund verified impacts.`,
  },
  {
    id: 'press',
    title: 'Press boilerplate',
    use: 'The ‘About’ paragraph at the end of a press release.',
    build: (f: MediaKitFigures) =>
      `About ${f.name}'s giving\n${f.name} is a member of Goodhive, the giving platform through which businesses fund small-scale, verified impacts delivered by vetted worthy causes. ${
        hasFigures(f)
          ? `To date, ${f.name} has funded ${plural(f.total_impacts, 'impact', 'impacts')} reaching ${plural(f.beneficiaries, 'beneficiary', 'beneficiaries')} across ${plural(f.projects_supported, 'project', 'projects')} in ${plural(f.countries_reached, 'country', 'countries')}${f.causes.length ? `, with a focus on ${causesOf(f)}` : ''}. `
          : ''
      }Each impact is recorded when it is paid and can be checked against Goodhive's records.\n\nAbout Goodhive\nGoodhive connects businesses and individuals with worthy-cause partners so that everyday business moments create measurable good.`,
  },
  {
    id: 'linkedin',
    title: 'LinkedIn post',
    use: 'A post for your company page; add the square or link image.',
    build: (f: MediaKitFigures) =>
      hasFigures(f)
        ? `We are proud to give with Goodhive. So far ${f.name} has created ${plural(f.total_impacts, 'impact', 'impacts')}, reaching ${plural(f.beneficiaries, 'beneficiary', 'beneficiaries')} through ${plural(f.projects_supported, 'project', 'projects')} in ${plural(f.countries_reached, 'country', 'countries')}. Thank you to our customers and team: every one of you is part of it.\n\n#WeGiveWithGoodhive #ImpactBusiness`
        : `We are proud to give with Goodhive. ${f.name} now funds verified impacts with worthy causes, and our customers are part of every one. More to share soon.\n\n#WeGiveWithGoodhive #ImpactBusiness`,
  },
  {
    id: 'social-short',
    title: 'Short social caption',
    use: 'For X, Instagram or Facebook (under 280 characters).',
    build: (f: MediaKitFigures) =>
      hasFigures(f)
        ? `${plural(f.total_impacts, 'impact', 'impacts')}, ${plural(f.beneficiaries, 'beneficiary', 'beneficiaries')}, ${plural(f.countries_reached, 'country', 'countries')}. That is what ${f.name} has given with Goodhive so far, thanks to you. #WeGiveWithGoodhive`
        : `${f.name} now gives with Goodhive: your purchases help fund verified impacts. #WeGiveWithGoodhive`,
  },
] as const;
export type WrittenPieceId = (typeof WRITTEN_PIECES)[number]['id'];
export const WRITTEN_PIECE_IDS = /* @__PURE__ */ WRITTEN_PIECES.map((p) => p.id) as unknown as readonly [WrittenPieceId, ...WrittenPieceId[]];

/** A safe file-name part of an account's name ('Bright Side Café' → 'bright-side-cafe'). */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'goodhive-member';
}

/** The download names of the media kit's generated files. */
export const mediaKitFileName = {
  template: (name: string, id: SharingTemplateId, ext: 'svg' | 'png') => `${fileSlug(name)}-goodhive-${id}.${ext}`,
  written: (name: string, id: WrittenPieceId) => `${fileSlug(name)}-goodhive-${id}.txt`,
  guideline: 'goodhive-brand-guideline.pdf',
  guide: (slug: string) => `goodhive-guide-${slug}.pdf`,
} as const;

export const mediaKitMessages = {
  partnersNotAllowed: 'The media kit is for business and personal members.',
} as const;

/**
 * A card of /useful-resources: a topic, linking to the screen it is about, or (for a feature without a screen
 * of its own in the web app) to its downloadable guide.
 */
export type UsefulResourceCard = { title: string; description: string; path: string | null; link: string; guide?: string };

/** The useful resources, linking to the screens they talk about (paths as the web app's PATHS). */
export const USEFUL_RESOURCE_CARDS: readonly UsefulResourceCard[] = [
  {
    title: 'Talking about your giving',
    description: 'Ready-made words, social posts with your live figures, and our logo and member badge.',
    path: '/media-kit',
    link: 'Open the media kit',
  },
  {
    title: 'How recurring impacts work',
    description: 'Tie giving to a business moment, such as every coffee sold or every new client, and let it run each month.',
    path: null,
    link: 'Read the guide',
    guide: 'recurring-impacts',
  },
  {
    title: 'Show your impact on your website',
    description: 'Embed a live impact widget: it updates itself every time you give.',
    path: '/giving-widget',
    link: 'Get your widget code',
  },
  {
    title: 'Gratitude certificates',
    description: 'A certificate of the impact you have created, with a link anyone can check against our records.',
    path: '/gratitude-certificate',
    link: 'See your certificate',
  },
  {
    title: 'Impact tokens',
    description: 'Give impact to customers, staff or event guests, who choose the cause themselves.',
    path: null,
    link: 'Read the guide',
    guide: 'widgets-certificates-tokens',
  },
  {
    title: 'Your business profile and listing',
    description: 'A public page of your impact, and a place in the Goodhive business listing when you opt in.',
    path: '/company/profile/',
    link: 'Edit your company profile',
  },
];

/** A downloadable guide: the server prints it as a PDF. */
export type UsefulGuide = { slug: string; title: string; summary: string; sections: readonly { heading: string; paragraphs: readonly string[] }[] };

export const USEFUL_GUIDES = [
  {
    slug: 'talking-about-your-giving',
    title: 'Talking about your giving',
    summary: 'How to tell customers, staff and partners about your impact without sounding like an advert.',
    sections: [
      {
        heading: 'Lead with the people, not the purchase',
        paragraphs: [
          'Customers remember outcomes: a family with clean water for a day, a tree planted, a child with a school term of books. Say what your giving did before you say how it is funded.',
          'Use the figures from your media kit: they come from your paid impacts and anyone can check them through your gratitude certificate.',
        ],
      },
      {
        heading: 'Be specific and honest',
        paragraphs: [
          'Prefer “we have funded 1,200 days of clean water” to “we help the planet”. Name the causes you support and the countries they work in.',
          'Do not round figures up or claim impact you have not paid for yet. Your templates and texts always show the current figures.',
        ],
      },
      {
        heading: 'Make customers part of it',
        paragraphs: [
          'Tie giving to something customers do, such as a purchase or a sign-up, and thank them when you share news.',
          'Post updates from the projects you fund: the worthy causes publish them on Goodhive for you to share.',
        ],
      },
      {
        heading: 'Where to use it',
        paragraphs: [
          'Website: the paragraph from the media kit on your About page and the live widget in your footer.',
          'E-mail: the signature line for the whole team. Social: a post with your square or link image every few months.',
        ],
      },
    ],
  },
  {
    slug: 'recurring-impacts',
    title: 'How recurring impacts work',
    summary: 'Giving that follows your business: one impact for every sale, client or milestone, counted monthly.',
    sections: [
      {
        heading: 'A story for every business moment',
        paragraphs: [
          'A recurring impact links a business moment to an impact, for example “every coffee sold gives a day of clean water”.',
          'You choose the project and impact level, and how many impacts each month brings. The price of each impact is set by the project.',
        ],
      },
      {
        heading: 'How it is paid',
        paragraphs: [
          'Recurring impacts are paid once a month with your saved card. Each payment becomes contributions in your impact history, with a receipt.',
          'You can pause, change or stop a recurring impact at any time; nothing is charged for a month you stopped before.',
        ],
      },
      {
        heading: 'Telling people about it',
        paragraphs: ['Recurring impacts make the best stories: customers see that their everyday purchase creates good. Use the media kit to share them.'],
      },
    ],
  },
  {
    slug: 'widgets-certificates-tokens',
    title: 'Widgets, certificates and impact tokens',
    summary: 'Three ways to show and share your impact outside Goodhive.',
    sections: [
      {
        heading: 'Impact widgets',
        paragraphs: [
          'A widget is a small live panel of your impact for your own website. Copy its code from Embed Impact Widgets and paste it into any page.',
          'It updates itself from your records: nothing to change when you give again.',
        ],
      },
      {
        heading: 'Gratitude certificates',
        paragraphs: [
          'Your certificate lists the impacts, beneficiaries and projects you have funded up to the day it is issued. Download it as a PDF or an image.',
          'Each certificate carries a verification link: whoever opens it sees the figures our records confirm.',
        ],
      },
      {
        heading: 'Impact tokens',
        paragraphs: [
          'Tokens let you hand impact to others, such as customers, staff or event guests, who pick the project their token funds.',
          'You buy tokens in advance, issue them by e-mail or code, and see which were used in Manage Impact Tokens.',
        ],
      },
    ],
  },
  {
    slug: 'media-kit',
    title: 'Using the Goodhive media kit',
    summary: 'Which file to use where, and the few rules of our logo and badge.',
    sections: [
      {
        heading: 'Logos and the member badge',
        paragraphs: [
          'Use the light logo on light backgrounds and the dark logo on dark ones. SVG files stay sharp at any size; use PNG where SVG is not accepted.',
          'The ‘We give with Goodhive’ badge is for members only. Place it in your footer, on your checkout page or on packaging, linking to your business profile.',
        ],
      },
      {
        heading: 'Sharing templates and written content',
        paragraphs: [
          'The templates and texts are filled with your company name and live figures each time you open them. Download them again after you give, to share the latest numbers.',
          'You may shorten the texts, but do not change the figures.',
        ],
      },
      {
        heading: 'Colours and type',
        paragraphs: ['Honey and Forest are our two brand colours. Headings use Fraunces and body text Inter; both are free fonts.'],
      },
    ],
  },
] as const satisfies readonly UsefulGuide[];
export type UsefulGuideSlug = (typeof USEFUL_GUIDES)[number]['slug'];
export const USEFUL_GUIDE_SLUGS = /* @__PURE__ */ USEFUL_GUIDES.map((g) => g.slug) as unknown as readonly [UsefulGuideSlug, ...UsefulGuideSlug[]];

export const usefulResourcesTexts = {
  eyebrow: 'Learn',
  title: 'Useful resources',
  intro: 'Guides to get the most from your membership: how to talk about your giving, set up recurring impacts, and show your impact with widgets, certificates and tokens.',
  guidesTitle: 'Downloadable guides',
  guidesIntro: 'Each guide is a short PDF you can keep or share with your team.',
  download: 'Download PDF',
} as const;

/** The listing opt-in switch, on the company profile and the business listing. */
export const listingOptInTexts = {
  label: `List my business in the ${PRODUCT_NAME} business listing`,
  listed: 'Your business is listed, and its impact profile is public.',
  notListed: 'Your business is not listed. Opt in to show your impact profile to everyone and appear in the business listing.',
  viewProfile: 'View your public profile',
  adminsOnly: 'Only the company’s owner and admins can change this.',
} as const;
