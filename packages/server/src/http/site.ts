import type { Db } from '../db/connect';
import type { Site } from '../db/schema';

const TTL_MS = 10_000;

/**
 * The request's site: the one whose private domain is the Host, else the default site. Cached briefly, so a
 * settings change reaches every process within seconds without a query per request.
 */
export type SiteResolver = ReturnType<typeof siteResolver>;

export function siteResolver(db: Db) {
  const cache = new Map<string, { site: Site | undefined; at: number }>();
  return {
    async resolve(hostHeader: string | undefined): Promise<Site | undefined> {
      const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
      const hit = cache.get(host);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.site;
      const site =
        (host
          ? await db.selectFrom('sites').selectAll().where('domain', '=', host).executeTakeFirst()
          : undefined) ??
        (await db.selectFrom('sites').selectAll().where('isDefault', '=', true).executeTakeFirst());
      if (cache.size > 1000) cache.clear();
      cache.set(host, { site, at: Date.now() });
      return site;
    },
    forget(): void {
      cache.clear();
    },
  };
}
