import { randomBytes } from 'node:crypto';
import { contract, type MarketingTools, TRACKING_FORMATS } from '@saola/core/api';
import type { Site } from '../../db/schema';
import { ok } from '../../http/context';
import { route } from '../../http/routes';
import { recordChanges } from './history';

const { marketingTools: api } = contract;

function view(site: Site): MarketingTools {
  return {
    isOnFbComment: site.isOnFbComment,
    fbAppId: site.fbAppId,
    gaMeasurementId: site.gaMeasurementId,
    gtmContainerId: site.gtmContainerId,
    fbPixelId: site.fbPixelId,
  };
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

export const marketingRoutes = [
  route(api.get, async (ctx) => ok(view(ctx.site))),

  route(api.edit, async (ctx) => {
    const p = ctx.payload;
    const next = {
      isOnFbComment: p.isOnFbComment,
      fbAppId: blankToNull(p.fbAppId),
      gaMeasurementId: blankToNull(p.gaMeasurementId),
      gtmContainerId: blankToNull(p.gtmContainerId),
      fbPixelId: blankToNull(p.fbPixelId),
    };
    const before = view(ctx.site);
    const now = ctx.services.clock.now();
    const saved = await ctx.services.db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('sites')
        .set(next)
        .where('id', '=', ctx.site.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordChanges(tx, {
        idSite: ctx.site.id,
        section: 'marketing',
        idUser: ctx.auth.user.id,
        before: { ...before },
        after: next,
        now,
      });
      return row;
    });
    ctx.services.sites.forget();
    return ok(view(saved), ctx.t('common.saved'));
  }),
];

/** The school's tracking ids that are set and (checked again here, as they go into a script) well formed. */
function trackers(site: Site) {
  const valid = (id: string | null, format: RegExp) => (id && format.test(id) ? id : null);
  return {
    ga: valid(site.gaMeasurementId, TRACKING_FORMATS.gaMeasurementId),
    gtm: valid(site.gtmContainerId, TRACKING_FORMATS.gtmContainerId),
    pixel: valid(site.fbPixelId, TRACKING_FORMATS.fbPixelId),
  };
}

/**
 * The tracking scripts of a public page (the school's home page and posts; never the admin or learner app)
 * and the Content-Security-Policy additions that let exactly them run: each script carries the page's nonce,
 * and only Google's and Facebook's tag hosts may be loaded. Null when the school set no tracking id.
 */
export function publicTracking(site: Site): { head: string; policy: string } | null {
  const { ga, gtm, pixel } = trackers(site);
  if (!ga && !gtm && !pixel) return null;
  const nonce = randomBytes(16).toString('base64');
  const n = `nonce="${nonce}"`;
  const parts: string[] = [];
  if (ga)
    parts.push(
      `<script async ${n} src="https://www.googletagmanager.com/gtag/js?id=${ga}"></script>`,
      `<script ${n}>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${ga}');</script>`,
    );
  if (gtm)
    parts.push(
      `<script ${n}>(function(w,d,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var j=d.createElement('script');j.async=true;j.nonce='${nonce}';j.src='https://www.googletagmanager.com/gtm.js?id='+i;d.head.appendChild(j);})(window,document,'dataLayer','${gtm}');</script>`,
    );
  if (pixel)
    parts.push(
      `<script ${n}>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.nonce='${nonce}';t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixel}');fbq('track','PageView');</script>`,
    );
  return {
    head: parts.join('\n'),
    policy: [
      `script-src 'nonce-${nonce}' https://www.googletagmanager.com https://connect.facebook.net`,
      'connect-src https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com',
      'frame-src https://www.googletagmanager.com',
    ].join('; '),
  };
}
