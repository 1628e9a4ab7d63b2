import { randomBytes } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { contract, DOMAIN_RECORD_LABEL, type DomainSetting, type ServicePackage } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { sql, type Updateable } from 'kysely';
import type { Site, SitesTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql-state';
import { ok, publicOrigin, type RequestContext, type SignedInContext } from '../../http/context';
import { badRequest, fieldError } from '../../http/errors';
import { iso } from '../../http/iso';
import { route } from '../../http/routes';
import { recordChanges } from './history';

const { schoolDomain: api, servicePackage } = contract;

/** The TXT record's value for a token: `saola-verify=<token>`. */
const recordValue = (token: string) => `saola-verify=${token}`;

function domainView(site: Site, ctx: RequestContext<unknown>): DomainSetting {
  const requested = site.domainRequested;
  return {
    domain: site.domain,
    requested,
    status: site.domainStatus,
    recordName: requested ? `${DOMAIN_RECORD_LABEL}.${requested}` : null,
    recordValue: requested && site.domainToken ? recordValue(site.domainToken) : null,
    target: new URL(publicOrigin(ctx)).hostname,
    checkedAt: iso(site.domainCheckedAt),
  };
}

/** Whether another school already answers at the domain (a verified domain is unique among sites). */
async function takenElsewhere(ctx: RequestContext<unknown>, domain: string) {
  const other = await ctx.services.db
    .selectFrom('sites')
    .select('id')
    .where('domain', '=', domain)
    .where('id', '!=', ctx.site.id)
    .executeTakeFirst();
  return Boolean(other);
}

async function saveDomain(ctx: SignedInContext<unknown>, next: Updateable<SitesTable>, before: Site) {
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
      section: 'domain',
      idUser: ctx.auth.user.id,
      before: { domain: before.domain ?? null, domainRequested: before.domainRequested ?? null },
      after: { domain: row.domain, domainRequested: row.domainRequested },
      now,
    });
    return row;
  });
  ctx.services.sites.forget();
  return saved;
}

const DNS_MISSING = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

/** The TXT strings at a name; empty when the name or its TXT records do not exist. */
async function txtRecords(servers: string[] | undefined, name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: 5000, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (error) {
    if (DNS_MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}

export const domainRoutes = [
  route(api.get, async (ctx) => ok(domainView(ctx.site, ctx))),

  route(api.edit, async (ctx) => {
    const domain = ctx.payload.domain?.trim().toLowerCase() || null;
    const site = ctx.site;
    if (!domain) {
      const saved = await saveDomain(
        ctx,
        {
          domain: null,
          domainRequested: null,
          domainToken: null,
          domainStatus: 'none',
          domainCheckedAt: null,
        },
        site,
      );
      return ok(domainView(saved, ctx), ctx.t('common.saved'));
    }
    // The platform's own host is nobody's domain.
    if (domain === new URL(publicOrigin(ctx)).hostname || (await takenElsewhere(ctx, domain)))
      throw fieldError('domain', ctx.t('domain.taken'));
    if (domain === site.domain && !site.domainRequested) return ok(domainView(site, ctx));
    if (domain === site.domainRequested) return ok(domainView(site, ctx));
    const saved = await saveDomain(
      ctx,
      {
        domainRequested: domain,
        domainToken: randomBytes(16).toString('hex'),
        domainStatus: 'pending',
        domainCheckedAt: null,
      },
      site,
    );
    return ok(domainView(saved, ctx), ctx.t('common.saved'));
  }),

  route(api.verify, async (ctx) => {
    const site = ctx.site;
    const requested = site.domainRequested;
    if (!requested || !site.domainToken) return ok(domainView(site, ctx));
    let found: boolean;
    try {
      const records = await txtRecords(
        ctx.services.settings.dnsServers,
        `${DOMAIN_RECORD_LABEL}.${requested}`,
      );
      found = records.includes(recordValue(site.domainToken));
    } catch {
      throw badRequest('domain.unavailable');
    }
    const now = ctx.services.clock.now();
    if (!found) {
      const row = await ctx.services.db
        .updateTable('sites')
        .set({ domainStatus: 'failed', domainCheckedAt: now })
        .where('id', '=', site.id)
        .where('domainRequested', '=', requested)
        .returningAll()
        .executeTakeFirst();
      ctx.services.sites.forget();
      return ok(domainView(row ?? site, ctx), ctx.t('domain.notFound'));
    }
    if (await takenElsewhere(ctx, requested)) throw badRequest('domain.taken');
    try {
      const saved = await saveDomain(
        ctx,
        {
          domain: requested,
          domainRequested: null,
          domainToken: null,
          domainStatus: 'verified',
          domainCheckedAt: now,
        },
        site,
      );
      return ok(domainView(saved, ctx), ctx.t('domain.verified'));
    } catch (error) {
      // Another school verified the same domain a moment before: the unique index decided.
      if (isUniqueViolation(error)) throw badRequest('domain.taken');
      throw error;
    }
  }),

  route(servicePackage.get, async (ctx) => {
    const site = ctx.site;
    const counts = await sql<{ storage: string | number; learners: number; courses: number }>`
      select
        (select coalesce(sum(size), 0) from files where id_site = ${site.id}) as storage,
        (select count(*)::int from users where id_site = ${site.id} and id_type = ${ID_TYPE.STUDENT}) as learners,
        (select count(*)::int from courses where id_site = ${site.id}) as courses`.execute(ctx.services.db);
    const row = counts.rows[0] ?? { storage: 0, learners: 0, courses: 0 };
    const now = ctx.services.clock.now();
    const reply: ServicePackage = {
      plan: site.servicePlan,
      expiresAt: iso(site.serviceExpiresAt),
      expired: Boolean(site.serviceExpiresAt && new Date(site.serviceExpiresAt) <= now),
      storage: { used: Number(row.storage), limit: site.libraryQuota },
      learners: { used: row.learners, limit: site.learnerLimit },
      courses: { used: row.courses, limit: site.courseLimit },
    };
    return ok(reply);
  }),
];
