import {
  contract,
  type Design,
  type DesignId,
  type LandingPage,
  type PageData,
  SECTION_PROPS,
  type Section,
} from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { translate } from '@saola/core/i18n';
import { validateWith } from '@saola/core/validate';
import { ok, type RequestContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { iso } from '../../http/iso';
import { ownIds } from '../../http/resource';
import { route } from '../../http/routes';
import { cleanRichText } from '../../security/rich-text';

const { landingPage: api } = contract;

/** A link or picture address a visitor's browser may follow: the web, or this site's own paths. */
const SAFE_URL = /^(?:https?:\/\/|\/(?![/\\]))[^\s"'<>`\\]*$/i;

/** The three starting designs, their texts in the language asked for. */
export function designs(locale: Locale): Design[] {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const banner: Section = {
    type: 'banner',
    props: {
      id: 'banner-1',
      slides: [
        {
          title: t('landing.heroTitle'),
          subtitle: t('landing.heroSubtitle'),
          buttonText: t('landing.heroButton'),
          buttonUrl: '/my-course/list',
        },
      ],
    },
  };
  const newest: Section = {
    type: 'courses',
    props: { id: 'courses-1', title: t('landing.newestTitle'), source: 'newest', limit: 6 },
  };
  const signup: Section = {
    type: 'signup',
    props: {
      id: 'signup-1',
      title: t('landing.signupTitle'),
      text: t('landing.signupText'),
      buttonText: t('landing.signupButton'),
    },
  };
  const footer: Section = { type: 'footer', props: { id: 'footer-1' } };
  const root = { props: {} };
  return [
    { id: 1, page: { root, content: [banner, newest, signup, footer] } },
    {
      id: 2,
      page: {
        root,
        content: [
          banner,
          {
            type: 'courses',
            props: { id: 'courses-2', title: t('landing.coursesTitle'), source: 'newest', limit: 3 },
          },
          { type: 'teachers', props: { id: 'teachers-1', title: t('landing.teachersTitle'), limit: 4 } },
          { type: 'posts', props: { id: 'posts-1', title: t('landing.postsTitle'), limit: 3 } },
          footer,
        ],
      },
    },
    {
      id: 3,
      page: {
        root,
        content: [
          newest,
          {
            type: 'testimonials',
            props: { id: 'testimonials-1', title: t('landing.testimonialsTitle'), items: [] },
          },
          { type: 'posts', props: { id: 'posts-1', title: t('landing.postsTitle'), limit: 6 } },
          signup,
          footer,
        ],
      },
    },
  ];
}

type Translate = RequestContext<unknown>['t'];

/**
 * A page as it may be stored: every section checked against its type's fields (an unknown field or type is
 * refused, as the contract's structs refuse them), rich text cleaned, addresses only to the web or this site,
 * and the courses and categories it names this school's.
 */
export async function checkedPage(ctx: RequestContext<unknown>, page: PageData): Promise<PageData> {
  const t: Translate = ctx.t;
  const content: Section[] = [];
  const courses: number[] = [];
  const categories: number[] = [];
  for (const [index, section] of page.content.entries()) {
    const struct = SECTION_PROPS[section.type] as unknown as Parameters<typeof validateWith>[0];
    const checked = validateWith(struct, section.props, ctx.locale);
    const at = `page.content.${index}.props`;
    if (!checked.ok)
      throw new HttpError(
        400,
        'validation.invalidParameter',
        {},
        checked.errors.map((e) => ({ field: `${at}.${e.field}`, message: e.message })),
      );
    const props = checked.value as Section['props'];
    const refuse = (field: string) =>
      new HttpError(400, 'validation.invalidParameter', {}, [
        { field: `${at}.${field}`, message: t('validation.invalidValue') },
      ]);
    if (section.type === 'banner')
      for (const slide of (props as Extract<Section, { type: 'banner' }>['props']).slides) {
        if (slide.imageUrl && !SAFE_URL.test(slide.imageUrl)) throw refuse('slides.imageUrl');
        if (slide.buttonUrl && !SAFE_URL.test(slide.buttonUrl)) throw refuse('slides.buttonUrl');
      }
    if (section.type === 'courses') {
      const p = props as Extract<Section, { type: 'courses' }>['props'];
      courses.push(...(p.idCourses ?? []));
      if (p.idCategory) categories.push(p.idCategory);
    }
    if (section.type === 'text') {
      const p = props as Extract<Section, { type: 'text' }>['props'];
      p.body = cleanRichText(p.body);
    }
    content.push({ type: section.type, props } as Section);
  }
  await ownIds(ctx.db, 'courses', courses);
  await ownIds(ctx.db, 'courseCategories', categories);
  return { root: { props: { ...page.root.props } }, content };
}

async function pageOf(ctx: RequestContext<unknown>, locale: Locale): Promise<LandingPage> {
  const row = await ctx.db.select('landingPages').selectAll().where('locale', '=', locale).executeTakeFirst();
  if (!row)
    return {
      locale,
      design: 1,
      draft: (designs(locale)[0] as Design).page,
      published: null,
      publishedAt: null,
      updatedAt: null,
    };
  return {
    locale,
    design: row.design as DesignId,
    draft: row.draft as PageData,
    published: (row.published as PageData | null) ?? null,
    publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
    updatedAt: iso(row.updatedAt),
  };
}

export const landingRoutes = [
  route(api.get, async (ctx) => ok(await pageOf(ctx, ctx.payload.locale))),

  route(api.designs, async (ctx) => ok(designs(ctx.payload.locale))),

  route(api.save, async (ctx) => {
    const page = await checkedPage(ctx, ctx.payload.page as PageData);
    const now = ctx.services.clock.now();
    const draft = JSON.stringify(page);
    await ctx.db.raw
      .insertInto('landingPages')
      .values({
        idSite: ctx.site.id,
        locale: ctx.payload.locale,
        design: ctx.payload.design,
        draft,
        updatedAt: now,
      })
      .onConflict((oc) =>
        oc.columns(['idSite', 'locale']).doUpdateSet({ design: ctx.payload.design, draft, updatedAt: now }),
      )
      .execute();
    return ok(await pageOf(ctx, ctx.payload.locale), ctx.t('common.saved'));
  }),

  route(api.publish, async (ctx) => {
    const { locale, published } = ctx.payload;
    const current = await pageOf(ctx, locale);
    const now = ctx.services.clock.now();
    const values = published
      ? { published: JSON.stringify(current.draft), publishedAt: now }
      : { published: null, publishedAt: null };
    await ctx.db.raw
      .insertInto('landingPages')
      .values({
        idSite: ctx.site.id,
        locale,
        design: current.design,
        draft: JSON.stringify(current.draft),
        updatedAt: now,
        ...values,
      })
      .onConflict((oc) => oc.columns(['idSite', 'locale']).doUpdateSet(values))
      .execute();
    return ok(await pageOf(ctx, locale), ctx.t('common.saved'));
  }),
];
