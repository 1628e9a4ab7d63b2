import type { PageData, Section } from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { formatMoney } from '@saola/core/format';
import { translate } from '@saola/core/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '../../db/schema';
import { publicOrigin, type Services } from '../../http/context';
import { type RawRoute, registerRawRoute } from '../../http/routes';
import { cleanRichText } from '../../security/rich-text';
import { publicCourses } from './course-page';
import { escapeHtml as e, sendHtml } from './public-page';
import { chosenLocale, courseImage, footerHtml, shellHtml, visitorLocale, withLang } from './public-shell';

/** The school's home page for visitors, when it has published one; otherwise the product's own page. */
export const homePage: RawRoute = { method: 'GET', url: '/', access: 'public' };

type Of<T extends Section['type']> = Extract<Section, { type: T }>['props'];

const HOME_STYLE = `
  main section.wrap{margin:40px auto}
  main section.wrap:first-child{margin-top:16px}
  .slides{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;gap:12px}
  .slide{flex:0 0 100%;scroll-snap-align:start;border-radius:12px;padding:48px 24px;color:#fff;background:#134e4a center/cover no-repeat}
  .slide h1{font-size:2rem;margin:0 0 8px}.slide p{margin:0 0 16px}
  .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px}
  .card{padding:0;background:#fff;border-radius:12px;box-shadow:0 1px 2px rgba(0,0,0,.06);overflow:hidden;display:flex;flex-direction:column}
  .card img{width:100%;aspect-ratio:16/9;object-fit:cover;display:block}
  .card>a{display:block;color:inherit;text-decoration:none}
  .card .in{padding:12px;display:flex;flex-direction:column;gap:8px;flex:1}
  .card h3{font-size:1rem;margin:0}.card h3 a{color:inherit;text-decoration:none}.price{font-weight:700;color:#0f766e}
  .card .btn{align-self:flex-start;margin-top:auto}
  blockquote{margin:0;padding:16px;background:#fff;border-radius:12px}
  .cta{background:#ecfdf5;border-radius:12px;padding:24px;text-align:center}
`;

/** What a section needs besides its props: the school, the visitor's language and the content's. */
interface Render {
  services: Services;
  site: Site;
  /** The language the visitor reads the page's own words in (buttons, prices). */
  locale: Locale;
  /** The language `?lang=` asked for, kept on links. */
  chosen: Locale | null;
  /** The language the school wrote the page in. */
  contentLocale: Locale;
  now: Date;
}

async function renderSection(
  { services, site, locale, chosen, contentLocale, now }: Render,
  section: Section,
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
      let query = publicCourses(db, idSite).select([
        'courses.id',
        'courses.name',
        'courses.coverUrl',
        'courses.isPaid',
        'courses.price',
      ]);
      if (p.source === 'chosen')
        query = query.where('courses.id', 'in', p.idCourses?.length ? p.idCourses : [0]);
      if (p.source === 'category') query = query.where('courses.idCategory', '=', p.idCategory ?? 0);
      const rows = await query
        .orderBy('courses.createdAt', 'desc')
        .orderBy('courses.id', 'desc')
        .limit(p.limit)
        .execute();
      const order = p.source === 'chosen' ? (p.idCourses ?? []) : [];
      if (order.length) rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
      return `<section class="wrap">${heading(p.title)}<div class="grid">${rows
        .map((c) => {
          const page = e(withLang(`/courses/${c.id}`, chosen));
          const paid = c.isPaid && c.price > 0;
          return `<article class="card"><a href="${page}" tabindex="-1" aria-hidden="true">${courseImage(c.name, c.coverUrl)}</a><div class="in"><h3><a href="${page}">${e(c.name)}</a></h3><span class="price">${e(paid ? formatMoney(c.price, locale) : t('landing.free'))}</span><a class="btn" href="${page}">${e(t(paid ? 'landing.buy' : 'landing.learn'))}</a></div></article>`;
        })
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
        .where('locale', '=', contentLocale)
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
      const door = withLang(site.learnerRegistration === 'closed' ? '/signIn' : '/signUp', chosen);
      return `<section class="wrap cta"><h2>${e(p.title)}</h2>${p.text ? `<p>${e(p.text)}</p>` : ''}<a class="btn" href="${door}">${e(p.buttonText)}</a></section>`;
    }
    case 'footer':
      return footerHtml(site, locale, section.props as Of<'footer'>);
  }
}

async function sendHome(services: Services, request: FastifyRequest, reply: FastifyReply) {
  const locale = visitorLocale(request);
  const rows = await services.db
    .selectFrom('landingPages')
    .select(['locale', 'published'])
    .where('idSite', '=', request.site.id)
    .where('published', 'is not', null)
    .execute();
  // The page written in the visitor's language, else the Vietnamese one, else any: its own words stay as
  // written, while the site's (buttons, prices, the switch) follow the visitor.
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'vi') ?? rows[0];
  if (!row) return reply.callNotFound();
  const page = row.published as PageData;
  const render: Render = {
    services,
    site: request.site,
    locale,
    chosen: chosenLocale(request),
    contentLocale: row.locale,
    now: services.clock.now(),
  };
  const sections: string[] = [];
  let footer: string | undefined;
  for (const section of page.content) {
    const html = await renderSection(render, section);
    if (section.type === 'footer') footer = html;
    else sections.push(html);
  }
  const main = sections.join('\n');
  const html = shellHtml(request.site, {
    locale,
    chosen: render.chosen,
    path: '/',
    title: page.root.props.title || request.site.name,
    description: page.root.props.description ?? '',
    url: `${publicOrigin({ services, request })}/`,
    image: null,
    type: 'website',
    style: HOME_STYLE,
    main: row.locale === locale ? main : `<div lang="${row.locale}">${main}</div>`,
    ...(footer ? { footer } : {}),
  });
  return sendHtml(reply, 200, html, request.site);
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
