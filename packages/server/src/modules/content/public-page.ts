import { LANGUAGE_TAGS, type Locale } from '@saola/core/constants';
import { translate } from '@saola/core/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Site } from '../../db/schema';
import { publicOrigin, type Services } from '../../http/context';
import { type RawRoute, registerRawRoute } from '../../http/routes';
import { cleanRichText } from '../../security/rich-text';
import { publicTracking } from '../settings';
import { registerCoursePage } from './course-page';
import { registerHomePage } from './home-page';
import { isImageAddress } from './public-shell';

/** A published post, for anyone: its own page, rendered here so that it is fast and indexable. */
export const postPage: RawRoute = { method: 'GET', url: '/p/:slug', access: 'public' };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made inert in HTML, in an element or an attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Nothing on these pages runs: no script at all, styles only inline, nothing posted anywhere. */
export const PAGE_POLICY =
  "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const STYLE = `
  :root{color-scheme:light}*{box-sizing:border-box}
  body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans Lao",sans-serif;color:#1f2937;background:#f8fafc}
  header,main,footer{max-width:760px;margin:0 auto;padding:16px}
  header a{color:#0f766e;font-weight:600;text-decoration:none}
  article{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
  h1{font-size:1.8rem;line-height:1.25;margin:.2em 0}
  .meta{color:#64748b;font-size:.9rem}.lead{font-size:1.1rem;color:#334155}
  .cover{width:100%;max-height:420px;object-fit:cover;border-radius:8px}
  article img{max-width:100%;height:auto}a{color:#0f766e}
  footer{color:#64748b;font-size:.85rem}
`;

export interface PageHead {
  locale: Locale;
  title: string;
  siteName: string;
  description: string;
  url: string;
  image: string | null;
  type: 'article' | 'website';
}

/** The page's head: its title, description and Open Graph card, every value escaped. */
export function head(h: PageHead): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(h.title)} · ${escapeHtml(h.siteName)}</title>`,
    `<meta name="description" content="${escapeHtml(h.description)}">`,
    `<link rel="canonical" href="${escapeHtml(h.url)}">`,
    meta('og:type', h.type),
    meta('og:site_name', h.siteName),
    meta('og:title', h.title),
    meta('og:description', h.description),
    meta('og:url', h.url),
    meta('og:locale', LANGUAGE_TAGS[h.locale].replace('-', '_')),
    ...(h.image ? [meta('og:image', h.image)] : []),
    `<style>${STYLE}</style>`,
  ].join('\n');
}

const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

export function sendHtml(reply: FastifyReply, status: number, html: string, site?: Site) {
  // The school's public pages (never the admin's) carry its tracking scripts, and a policy that runs only them.
  const tracking = site ? publicTracking(site) : null;
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', tracking ? `${PAGE_POLICY}; ${tracking.policy}` : PAGE_POLICY)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-cache')
    .send(tracking ? html.replace('</head>', `${tracking.head}\n</head>`) : html);
}

/** A public page that is not there, said in the visitor's language. */
export function notFoundPage(reply: FastifyReply, locale: Locale) {
  const title = translate(locale, 'content.pageNotFound');
  return sendHtml(
    reply,
    404,
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p><a href="/">${escapeHtml(translate(locale, 'content.backHome'))}</a></p></main></body></html>`,
  );
}

export function registerPublicPages(app: FastifyInstance, services: Services) {
  registerRawRoute(app, postPage, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const now = services.clock.now();
    // Drafts, and posts whose publication date is still to come, are not found: nothing tells them apart.
    const post = await services.db
      .selectFrom('posts')
      .leftJoin('postCategories', 'postCategories.id', 'posts.idCategory')
      .select([
        'posts.title',
        'posts.slug',
        'posts.description',
        'posts.body',
        'posts.coverUrl',
        'posts.locale',
        'posts.publishedAt',
        'postCategories.name as categoryName',
      ])
      .where('posts.idSite', '=', request.site.id)
      .where('posts.slug', '=', slug.toLowerCase())
      .where('posts.status', '=', 'published')
      .where('posts.publishedAt', '<=', now)
      .executeTakeFirst();
    if (!post) return notFoundPage(reply, request.locale);
    const origin = publicOrigin({ services, request });
    const locale = post.locale;
    const site = request.site.name;
    const url = `${origin}/p/${post.slug}`;
    const published = post.publishedAt ? day(new Date(post.publishedAt)) : '';
    const html = `<!doctype html>
<html lang="${locale}">
<head>
${head({
  locale,
  title: post.title,
  siteName: site,
  description: post.description,
  url,
  image: post.coverUrl ? absolute(origin, post.coverUrl) : null,
  type: 'article',
})}
</head>
<body>
<header><a href="/">${escapeHtml(site)}</a></header>
<main>
<article>
${post.coverUrl ? `<img class="cover" src="${escapeHtml(post.coverUrl)}" alt="">` : ''}
<p class="meta">${post.categoryName ? `${escapeHtml(post.categoryName)} · ` : ''}<time datetime="${escapeHtml(
      post.publishedAt ? new Date(post.publishedAt).toISOString() : '',
    )}">${escapeHtml(translate(locale, 'content.publishedOn', { date: published }))}</time></p>
<h1>${escapeHtml(post.title)}</h1>
${post.description ? `<p class="lead">${escapeHtml(post.description)}</p>` : ''}
<div class="body">${cleanRichText(post.body)}</div>
</article>
</main>
<footer>© ${escapeHtml(site)}</footer>
</body>
</html>`;
    return sendHtml(reply, 200, html, request.site);
  });
}

/** The school's icon for browsers that ask for it without reading the page: its favicon, else its logo. */
export const faviconRoute: RawRoute = { method: 'GET', url: '/favicon.ico', access: 'public' };

/** Saola's own mark, for a school that set neither icon nor logo (the app's page uses the same). */
const DEFAULT_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#059669"/><text x="16" y="23" font-size="20" font-family="sans-serif" font-weight="700" fill="white" text-anchor="middle">S</text></svg>';

/** The public pages, for the app's plugins. */
export const publicPagesPlugin = (services: Services) => (app: FastifyInstance) => {
  registerPublicPages(app, services);
  registerHomePage(app, services);
  registerCoursePage(app, services);
  registerRawRoute(app, faviconRoute, async (request, reply) => {
    const icon = [request.site.faviconUrl, request.site.logoUrl].find(isImageAddress);
    if (icon) return reply.header('Cache-Control', 'no-cache').redirect(icon, 302);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(DEFAULT_ICON);
  });
};
