import { type ConfigReply, contract, LANGUAGE_CODES, type WebsiteConfig } from '@saola/core/api';
import { endpoint } from '@saola/core/http';
import { localeFromTag } from '@saola/core/i18n';
import { menusFor } from '@saola/core/routes';
import { isAdminArea } from '@saola/core/session';
import { object } from '@saola/core/validate';
import { enums } from 'superstruct';
import type { Site } from '../../db/schema';
import { ok } from '../../http/context';
import { route } from '../../http/routes';

export function websiteConfig(site: Site): WebsiteConfig {
  return {
    idSite: site.id,
    name: site.name,
    logoUrl: site.logoUrl,
    faviconUrl: site.faviconUrl,
    isK12: site.isK12,
    isK12OrBusiness: site.isK12OrBusiness,
    isUniversity: site.isUniversity,
    isSetStrongPassword: site.isSetStrongPassword,
    userAnalyticApiUrl: site.userAnalyticApiUrl,
    timeZone: site.timeZone,
  };
}

/** What Auth/Config/Get answers a visitor nobody signed in to; the page the server sends carries it too. */
export function publicConfig(site: Site): ConfigReply {
  return {
    user: null,
    website: websiteConfig(site),
    menus: [],
    marketingSettings: { isOnFbComment: site.isOnFbComment, fbAppId: site.fbAppId },
  };
}

/** Server-only endpoint: the browser navigates here to change language (SPEC §7). */
export const changeLanguagePage = endpoint<null>()({
  method: 'GET',
  path: '/Home/ChangeLanguage',
  payload: object({ code: enums(LANGUAGE_CODES) }),
  access: 'public',
});

/** Only a path on this same origin is a redirect target; anything else goes to '/'. */
export function sameOriginPath(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    return url.host === host ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

export const configRoutes = [
  route(contract.config.get, async (ctx) => {
    const user = ctx.auth?.user ?? null;
    const area = isAdminArea(user) ? 'admin' : 'student';
    const reply: ConfigReply = {
      ...publicConfig(ctx.site),
      user: user && {
        id: user.id,
        fullName: user.fullName,
        username: user.username,
        idType: user.idType,
        avatarUrl: user.avatarUrl,
        locale: user.locale,
        rights: user.rights,
        scope: user.scope,
        ...(user.mustChangePassword && { mustChangePassword: true }),
      },
      menus: user ? menusFor(area, user) : [],
    };
    return ok(reply);
  }),

  route(contract.config.changeLanguage, async (ctx) => {
    const locale = localeFromTag(ctx.payload.code);
    if (ctx.auth && locale)
      await ctx.db.update('users').set({ locale }).where('id', '=', ctx.auth.user.id).execute();
    return ok({ code: ctx.payload.code });
  }),

  route(changeLanguagePage, async (ctx) => {
    const locale = localeFromTag(ctx.payload.code) ?? 'vi';
    const back = new URL(
      sameOriginPath(ctx.request.headers.referer, ctx.request.headers.host),
      'http://local',
    );
    back.searchParams.set('lang', locale);
    ctx.reply.header('Set-Cookie', `saola-locale=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return ctx.reply.redirect(`${back.pathname}${back.search}`, 302);
  }),
];
