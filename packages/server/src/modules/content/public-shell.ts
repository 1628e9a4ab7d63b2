import { LOCALES, type Locale } from '@saola/core/constants';
import { localeFromTag, type TranslationKey, translate } from '@saola/core/i18n';
import type { FastifyRequest } from 'fastify';
import type { Site } from '../../db/schema';
import { escapeHtml as e, head, type PageHead } from './public-page';

/** The frame every page of the public site shares: the school's name, the language switch, sign-in, contacts. */
export const SHELL_STYLE = `
  main{max-width:none;padding:0}
  .wrap{max-width:1100px;margin:0 auto;padding:0 16px}
  .top{display:flex;flex-wrap:wrap;gap:8px 16px;justify-content:space-between;align-items:center;padding:14px 16px;max-width:1100px;margin:0 auto}
  .brand{display:flex;align-items:center;gap:10px;color:#0f172a;text-decoration:none;font-weight:700}
  .brand img{height:36px;width:auto}
  .tools{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px}
  .langs{display:flex;gap:4px;list-style:none;margin:0;padding:0;font-size:.9rem}
  .langs a{display:block;padding:4px 8px;border-radius:6px;color:#334155;text-decoration:none;white-space:nowrap}
  .langs a[aria-current]{background:#ccfbf1;color:#134e4a;font-weight:600}
  .btn{display:inline-block;background:#0f766e;color:#fff;padding:8px 14px;border-radius:8px;text-decoration:none;font-weight:600}
  .btn.alt{background:#fff;color:#0f766e;border:1px solid #0f766e}
  h2{font-size:1.4rem;margin:0 0 12px}
  .ph{width:100%;aspect-ratio:16/9;display:flex;align-items:center;justify-content:center;background:linear-gradient(135deg,#0f766e,#134e4a);color:#fff;font-size:2.4rem;font-weight:700;text-transform:uppercase}
  footer.foot{max-width:none;margin-top:48px;border-top:1px solid #e2e8f0;color:#475569;font-size:.9rem;padding:24px 16px;background:#fff}
  .foot h2{font-size:1.1rem}.foot p{margin:4px 0}.foot a{color:#0f766e}
`;

/** Each language named in itself, for the switch. */
const LOCALE_NAMES = { vi: 'locale.vi', en: 'locale.en', lo: 'locale.lo' } as const satisfies Record<
  Locale,
  TranslationKey
>;

/** The language a visitor reads in: `?lang=`, else the browser's, else Vietnamese. */
export function visitorLocale(request: FastifyRequest): Locale {
  const chosen = chosenLocale(request);
  if (chosen) return chosen;
  const accept = request.headers['accept-language'];
  return localeFromTag((Array.isArray(accept) ? accept[0] : accept)?.split(',')[0]) ?? 'vi';
}

/** The language named by `?lang=`, which links on the page carry on so that the choice holds. */
export function chosenLocale(request: FastifyRequest): Locale | null {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return typeof lang === 'string' && (LOCALES as readonly string[]).includes(lang) ? (lang as Locale) : null;
}

/** An address on this site with the visitor's chosen language kept (a page without `?lang=` adds none). */
export function withLang(path: string, lang: Locale | null): string {
  if (!lang) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** A local or web address that may be shown as an image; anything else (`javascript:`, `//host`) is not. */
export const isImageAddress = (url: string | null | undefined): url is string =>
  Boolean(url && /^(https?:\/\/|\/(?![/\\]))/.test(url));

/** A picture for a course: its cover, or a designed tile with its initial (never an empty grey box). */
export function courseImage(name: string, coverUrl: string | null): string {
  if (isImageAddress(coverUrl)) return `<img src="${e(coverUrl)}" alt="">`;
  return `<div class="ph" aria-hidden="true">${e(Array.from(name.trim())[0] ?? '')}</div>`;
}

export interface Contacts {
  about?: string | undefined;
  address?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
}

/** The footer's lines: each as given, else the school's own contact from its settings. */
export function footerHtml(site: Site, locale: Locale, given: Contacts = {}): string {
  const address = given.address || site.contactAddress;
  const phone = given.phone || site.contactPhone;
  const email = given.email || site.contactEmail;
  const lines = [
    given.about ? `<p>${e(given.about)}</p>` : '',
    address ? `<p>${e(address)}</p>` : '',
    phone ? `<p><a href="tel:${e(phone.replace(/[^\d+]/g, ''))}">${e(phone)}</a></p>` : '',
    email ? `<p><a href="mailto:${e(email)}">${e(email)}</a></p>` : '',
  ].filter(Boolean);
  const contacts = lines.length
    ? `<h2>${e(translate(locale, 'landing.contacts'))}</h2>${lines.join('')}`
    : '';
  return `<footer class="foot"><div class="wrap">${contacts}<p>© ${e(site.name)}</p></div></footer>`;
}

export interface ShellPage extends Omit<PageHead, 'siteName'> {
  /** The address of this page without `?lang=`, for the language switch. */
  path: string;
  /** The language `?lang=` asked for, if any: kept on the switch's and the page's links. */
  chosen: Locale | null;
  style: string;
  main: string;
  /** The page's own footer; the school's contacts when it has none. */
  footer?: string;
}

/** The whole document of a public page, in the visitor's language. */
export function shellHtml(site: Site, page: ShellPage): string {
  const { locale } = page;
  const icon = isImageAddress(site.faviconUrl ?? site.logoUrl) ? (site.faviconUrl ?? site.logoUrl) : null;
  const logo = isImageAddress(site.logoUrl) ? `<img src="${e(site.logoUrl)}" alt="">` : '';
  const switcher = LOCALES.map(
    (l) =>
      `<li><a href="${e(withLang(page.path, l))}" hreflang="${l}" lang="${l}"${l === locale ? ' aria-current="true"' : ''}>${e(translate(l, LOCALE_NAMES[l]))}</a></li>`,
  ).join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
${head({ ...page, siteName: site.name })}
<link rel="icon" href="${e(icon ?? '/favicon.ico')}">
<style>${SHELL_STYLE}${page.style}</style>
</head>
<body>
<header class="top"><a class="brand" href="${e(withLang('/', page.chosen))}">${logo}<span>${e(site.name)}</span></a><div class="tools"><nav aria-label="${e(translate(locale, 'landing.language'))}"><ul class="langs">${switcher}</ul></nav><a class="btn alt" href="${e(withLang('/signIn', page.chosen))}">${e(translate(locale, 'landing.signIn'))}</a></div></header>
<main>
${page.main}
</main>
${page.footer ?? footerHtml(site, locale)}
</body>
</html>`;
}
