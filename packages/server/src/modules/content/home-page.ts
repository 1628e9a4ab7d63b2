import type { PageData, Section } from '@saola/core/api';
import { LOCALES, type Locale } from '@saola/core/constants';
import { localeFromTag, translate } from '@saola/core/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '../../db/schema';
import { publicOrigin, type Services } from '../../http/context';
import { type RawRoute, registerRawRoute } from '../../http/routes';
import { cleanRichText } from '../../security/rich-text';
import { escapeHtml as e, head, sendHtml } from './public-page';

/** The school's home page for visitors, when it has published one; otherwise the product's own page. */
export const homePage: RawRoute = { method: 'GET', url: '/', access: 'public' };

type Of<T extends Section['type']> = Extract<Section, { type: T }>['props'];

const HOME_STYLE = `
  main{max-width:none;padding:0}
  .ph{width:100%;aspect-ratio:16/9;background:#e2e8f0}
  .wrap{max-width:1100px;margin:0 auto;padding:0 16px}
  .top{display:flex;justify-content:space-between;align-items:center;padding:14px 16px;max-width:1100px;margin:0 auto}
  .btn{display:inline-block;background:#0f766e;color:#fff;padding:8px 14px;border-radius:8px;text-decoration:none;font-weight:600}
  .btn.alt{background:#fff;color:#0f766e;border:1px solid #0f766e}
  section{margin:28px auto}
  h2{font-size:1.4rem;margin:0 0 12px}
  .slides{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;gap:12px}
  .slide{flex:0 0 100%;scroll-snap-align:start;border-radius:12px;padding:48px 24px;color:#fff;background:#134e4a center/cover no-repeat}
  .slide h1{font-size:2rem;margin:0 0 8px}.slide p{margin:0 0 16px}
  .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 2px rgba(0,0,0,.06);overflow:hidden;display:flex;flex-direction:column}
  .card img{width:100%;aspect-ratio:16/9;object-fit:cover;background:#e2e8f0}
  .card .in{padding:12px;display:flex;flex-direction:column;gap:8px;flex:1}
  .card h3{font-size:1rem;margin:0}.price{font-weight:700;color:#0f766e}
  .card .btn{align-self:flex-start;margin-top:auto}
  blockquote{margin:0;padding:16px;background:#fff;border-radius:12px}
  .cta{background:#ecfdf5;border-radius:12px;padding:24px;text-align:center}
  .foot{border-top:1px solid #e2e8f0;color:#475569;font-size:.9rem;padding:24px 16px}
`;

/** The language a visitor reads in: `?lang=`, else the browser's, else Vietnamese. */
function visitorLocale(request: FastifyRequest): Locale {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  if (typeof lang === 'string' && (LOCALES as readonly string[]).includes(lang)) return lang as Locale;
  const accept = request.headers['accept-language'];
  return localeFromTag((Array.isArray(accept) ? accept[0] : accept)?.split(',')[0]) ?? 'vi';
}

async function renderSection(
  services: Services,
  site: Site,
  locale: Locale,
  section: Section,
  now: Date,
): Promise<string> {
  const idSite = site.id;
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const heading = (title: string | undefined) => (title ? `<h2>${e(title)}</h2>` : '');
  const db = services.db;
  switch (section.type) {
    case 'banner': {
      const p = section.props as Of<'banner'>;
      return `<section class="wrap"><div class="slides">${p.slides
        .map(
          (s) =>
            `<div class="slide"${s.imageUrl ? ` style="background-image:linear-gradient(rgba(0,0,0,.45),rgba(0,0,0,.45)),url('${e(encodeURI(s.imageUrl))}')"` : ''}><h1>${e(s.title)}</h1>${s.subtitle ? `<p>${e(s.subtitle)}</p>` : ''}${s.buttonText && s.buttonUrl ? `<a class="btn" href="${e(s.buttonUrl)}">${e(s.buttonText)}</a>` : ''}</div>`,
        )
        .join('')}</div></section>`;
    }
    case 'courses': {
      const p = section.props as Of<'courses'>;
      // Only what the school shows anyone: public, approved courses.
      let query = db
        .selectFrom('courses')
        .select(['id', 'name', 'coverUrl', 'isPaid', 'price'])
        .where('idSite', '=', idSite)
        .where('visibility', '=', 'public')
        .where('approval', '=', 'approved');
      if (p.source === 'chosen') query = query.where('id', 'in', p.idCourses?.length ? p.idCourses : [0]);
      if (p.source === 'category') query = query.where('idCategory', '=', p.idCategory ?? 0);
      const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(p.limit).execute();
      const chosen = p.source === 'chosen' ? (p.idCourses ?? []) : [];
      if (chosen.length) rows.sort((a, b) => chosen.indexOf(a.id) - chosen.indexOf(b.id));
      const money = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'vi-VN', {
        style: 'currency',
        currency: 'VND',
        maximumFractionDigits: 0,
      });
      return `<section class="wrap">${heading(p.title)}<div class="grid">${rows
        .map(
          (c) =>
            `<article class="card">${c.coverUrl && /^(https?:\/\/|\/(?![/\\]))/.test(c.coverUrl) ? `<img src="${e(c.coverUrl)}" alt="">` : '<div class="ph"></div>'}<div class="in"><h3>${e(c.name)}</h3><span class="price">${c.isPaid && c.price > 0 ? e(money.format(c.price)) : e(t('landing.free'))}</span><a class="btn" href="/my-course/${c.id}">${e(c.isPaid && c.price > 0 ? t('landing.buy') : t('landing.learn'))}</a></div></article>`,
        )
        .join('')}</div></section>`;
    }
    case 'teachers': {
      const p = section.props as Of<'teachers'>;
      const rows = await db
        .selectFrom('users')
        .select(['fullName'])
        .where('idSite', '=', idSite)
        .where('idType', '=', 3)
        .where('status', '=', 'active')
        .orderBy('fullName')
        .limit(p.limit)
        .execute();
      return `<section class="wrap">${heading(p.title)}<div class="grid">${rows
        .map((r) => `<div class="card"><div class="in"><h3>${e(r.fullName)}</h3></div></div>`)
        .join('')}</div></section>`;
    }
    case 'testimonials': {
      const p = section.props as Of<'testimonials'>;
      return `<section class="wrap">${heading(p.title)}<div class="grid">${p.items
        .map(
          (i) =>
            `<blockquote><p>“${e(i.quote)}”</p><footer>— ${e(i.name)}${i.role ? `, ${e(i.role)}` : ''}</footer></blockquote>`,
        )
        .join('')}</div></section>`;
    }
    case 'posts': {
      const p = section.props as Of<'posts'>;
      const rows = await db
        .selectFrom('posts')
        .select(['title', 'slug', 'description'])
        .where('idSite', '=', idSite)
        .where('locale', '=', locale)
        .where('status', '=', 'published')
        .where('publishedAt', '<=', now)
        .orderBy('publishedAt', 'desc')
        .limit(p.limit)
        .execute();
      return `<section class="wrap">${heading(p.title)}<div class="grid">${rows
        .map(
          (r) =>
            `<article class="card"><div class="in"><h3><a href="/p/${e(r.slug)}">${e(r.title)}</a></h3><p>${e(r.description)}</p></div></article>`,
        )
        .join('')}</div></section>`;
    }
    case 'text': {
      const p = section.props as Of<'text'>;
      return `<section class="wrap">${heading(p.title)}<div>${cleanRichText(p.body)}</div></section>`;
    }
    case 'signup': {
      const p = section.props as Of<'signup'>;
      // To the sign-up form while the school takes learners who sign up themselves, else to sign in.
      const door = site.learnerRegistration === 'closed' ? '/signIn' : '/signUp';
      return `<section class="wrap cta"><h2>${e(p.title)}</h2>${p.text ? `<p>${e(p.text)}</p>` : ''}<a class="btn" href="${door}">${e(p.buttonText)}</a></section>`;
    }
    case 'footer': {
      const p = section.props as Of<'footer'>;
      const lines = [p.about, p.address, p.phone, p.email]
        .filter(Boolean)
        .map((line) => `<p>${e(line as string)}</p>`);
      return `<footer class="foot"><div class="wrap">${lines.length ? `<h2>${e(t('landing.contacts'))}</h2>${lines.join('')}` : ''}</div></footer>`;
    }
  }
}

async function sendHome(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const wanted = visitorLocale(request);
  const rows = await services.db
    .selectFrom('landingPages')
    .select(['locale', 'published'])
    .where('idSite', '=', request.site.id)
    .where('published', 'is not', null)
    .execute();
  const row = rows.find((r) => r.locale === wanted) ?? rows.find((r) => r.locale === 'vi') ?? rows[0];
  if (!row) return reply.callNotFound();
  const locale = row.locale;
  const page = row.published as PageData;
  const now = services.clock.now();
  const site = request.site.name;
  const origin = publicOrigin({ services, request });
  const sections: string[] = [];
  for (const section of page.content)
    sections.push(await renderSection(services, request.site, locale, section, now));
  const html = `<!doctype html>
<html lang="${locale}">
<head>
${head({
  locale,
  title: page.root.props.title || site,
  siteName: site,
  description: page.root.props.description ?? '',
  url: `${origin}/`,
  image: null,
  type: 'website',
})}
<style>${HOME_STYLE}</style>
</head>
<body>
<header class="top"><strong>${e(site)}</strong><a class="btn alt" href="/signIn">${e(translate(locale, 'landing.signIn'))}</a></header>
<main>
${sections.join('\n')}
</main>
</body>
</html>`;
  return sendHtml(reply, 200, html);
}

/**
 * `/` for a browser: the school's published home page in the visitor's language (or Vietnamese, or any it
 * has); without one, the product's page as before (the notFound handler serves the app for page requests).
 */
export function registerHomePage(app: FastifyInstance, services: Services) {
  registerRawRoute(app, homePage, async (request, reply) => {
    const accept = request.headers.accept ?? '';
    if (!accept.includes('text/html')) return reply.callNotFound();
    return sendHome(services, request, reply);
  });
}
