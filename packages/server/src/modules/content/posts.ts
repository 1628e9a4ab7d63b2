import { contract, type PostSummary, type SchoolPost, SLUG_PATTERN } from '@saola/core/api';
import { isUniqueViolation } from '../../db/sql-state';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { dateField } from '../../http/form-date';
import { iso } from '../../http/iso';
import { deleteOwned, ownIds, pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { cleanRichText } from '../../security/rich-text';
import { numbered, slugOf } from './slug';

const { post: api } = contract;

type Fields = (typeof api.add.payload)['TYPE'];

/** A cover is a web address or one of this site's own paths: nothing a browser would run. */
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?![/\\]))[^\s"'<>`\\]*$/i;

/** Drops control characters (a title is plain text; the page escapes it when it shows it). */
const plain = (value: string) =>
  [...value]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join('')
    .trim();

function summaryColumns(db: ScopedDb) {
  return db
    .select('posts')
    .leftJoin('postCategories', 'postCategories.id', 'posts.idCategory')
    .leftJoin('users', 'users.id', 'posts.idAuthor')
    .select([
      'posts.id',
      'posts.title',
      'posts.slug',
      'posts.locale',
      'posts.idCategory',
      'postCategories.name as categoryName',
      'posts.coverUrl',
      'posts.status',
      'posts.publishedAt',
      'users.fullName as authorName',
      'posts.createdAt',
      'posts.updatedAt',
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryColumns>['executeTakeFirstOrThrow']>>;

const summaryOf = (row: SummaryRow): PostSummary => ({
  ...row,
  publishedAt: iso(row.publishedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

async function one(ctx: RequestContext<unknown>, id: number): Promise<SchoolPost> {
  const row = await summaryColumns(ctx.db)
    .select(['posts.description', 'posts.body'])
    .where('posts.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const { description, body, ...summary } = row;
  return { ...summaryOf(summary), description, body };
}

/** The row to store: texts cleaned, the category this school's, the publication date set when published. */
async function rowOf(ctx: RequestContext<Fields>, before?: { publishedAt: Date | null }) {
  const p = ctx.payload;
  const title = plain(p.title);
  if (!title) throw fieldError('title', ctx.t('validation.required'));
  const slug = p.slug?.trim().toLowerCase() || null;
  if (slug && !SLUG_PATTERN.test(slug)) throw fieldError('slug', ctx.t('content.slugChars'));
  const coverUrl = p.coverUrl?.trim() || null;
  if (coverUrl && !SAFE_IMAGE.test(coverUrl)) throw fieldError('coverUrl', ctx.t('validation.invalidValue'));
  if (p.idCategory) await ownIds(ctx.db, 'postCategories', [p.idCategory]);
  const chosen = dateField(ctx, 'publishedAt', p.publishedAt);
  const publishedAt =
    p.status === 'published' ? (chosen ?? before?.publishedAt ?? ctx.services.clock.now()) : chosen;
  return {
    slug,
    values: {
      title,
      description: plain(p.description ?? ''),
      idCategory: p.idCategory ?? null,
      coverUrl,
      body: cleanRichText(p.body ?? ''),
      locale: p.locale,
      status: p.status,
      publishedAt,
    },
  };
}

/**
 * Saves under the slug asked for (refused when another post has it), or under the first free one made from
 * the title: `-2`, `-3` … A request racing for the same slug loses on the unique index and takes the next.
 */
async function withSlug<T>(
  ctx: RequestContext<unknown>,
  asked: string | null,
  title: string,
  self: number | undefined,
  save: (slug: string) => Promise<T>,
): Promise<T> {
  const taken = async (slug: string) => {
    let query = ctx.db.select('posts').select('id').where('slug', '=', slug);
    if (self) query = query.where('id', '!=', self);
    return Boolean(await query.executeTakeFirst());
  };
  if (asked) {
    if (await taken(asked)) throw fieldError('slug', ctx.t('content.slugTaken'));
    try {
      return await save(asked);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('slug', ctx.t('content.slugTaken'));
      throw error;
    }
  }
  const base = slugOf(title);
  const used = await ctx.db
    .select('posts')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .$if(Boolean(self), (q) => q.where('id', '!=', self as number))
    .execute();
  const usedSet = new Set(used.map((row) => row.slug));
  let n = 1;
  for (let attempt = 0; attempt < 5; attempt++) {
    while (usedSet.has(numbered(base, n))) n++;
    try {
      return await save(numbered(base, n));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      usedSet.add(numbered(base, n));
    }
  }
  throw fieldError('slug', ctx.t('content.slugTaken'));
}

export const postRoutes = [
  route(api.list, async (ctx) => {
    let query = summaryColumns(ctx.db);
    if (ctx.payload.idCategory) query = query.where('posts.idCategory', '=', ctx.payload.idCategory);
    if (ctx.payload.status) query = query.where('posts.status', '=', ctx.payload.status);
    if (ctx.payload.locale) query = query.where('posts.locale', '=', ctx.payload.locale);
    const page = await pageOf(query, ctx.payload, {
      sorts: { title: 'posts.title', publishedAt: 'posts.publishedAt', createdAt: 'posts.createdAt' },
      fallback: 'posts.createdAt',
      search: ['posts.title', 'posts.slug'],
      tieBreak: 'posts.id',
    });
    return ok({ ...page, data: page.data.map(summaryOf) });
  }),

  route(api.get, async (ctx) => ok(await one(ctx, ctx.payload.id))),

  route(api.add, async (ctx: SignedInContext<Fields>) => {
    const { slug, values } = await rowOf(ctx);
    const id = await withSlug(ctx, slug, values.title, undefined, async (free) => {
      const created = await ctx.db
        .insert('posts', { ...values, slug: free, idAuthor: ctx.auth.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return created.id;
    });
    return ok(await one(ctx, id), ctx.t('common.saved'));
  }),

  route(api.edit, async (ctx) => {
    const before = await ctx.db
      .select('posts')
      .select(['id', 'slug', 'publishedAt'])
      .where('id', '=', ctx.payload.id)
      .executeTakeFirst();
    if (!before) throw notFound();
    const { slug, values } = await rowOf(ctx, before);
    // A post keeps its address unless a new one is asked for: links to it keep working.
    await withSlug(ctx, slug ?? before.slug, values.title, before.id, async (free) =>
      ctx.db
        .update('posts')
        .set({ ...values, slug: free, updatedAt: ctx.services.clock.now() })
        .where('id', '=', before.id)
        .execute(),
    );
    return ok(await one(ctx, before.id), ctx.t('common.saved'));
  }),

  route(api.delete, async (ctx) =>
    ok(await deleteOwned(ctx.db, 'posts', ctx.payload.ids), ctx.t('common.deleted')),
  ),
];
