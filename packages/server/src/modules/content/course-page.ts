import { formatMoney } from '@saola/core/format';
import { translate } from '@saola/core/i18n';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import { publicOrigin, type Services } from '../../http/context';
import { type RawRoute, registerRawRoute } from '../../http/routes';
import { cleanRichText } from '../../security/rich-text';
import { escapeHtml as e, notFoundPage, sendHtml } from './public-page';
import {
  chosenLocale,
  courseImage,
  isImageAddress,
  shellHtml,
  visitorLocale,
  withLang,
} from './public-shell';

/** A course the school shows anyone, for a visitor to look at before having an account. */
export const coursePage: RawRoute = { method: 'GET', url: '/courses/:id', access: 'public' };

/** The courses a school shows anyone: its own, public and approved. Every public page lists only these. */
export const publicCourses = (db: Db, idSite: number) =>
  db
    .selectFrom('courses')
    .where('courses.idSite', '=', idSite)
    .where('courses.visibility', '=', 'public')
    .where('courses.approval', '=', 'approved');

const COURSE_STYLE = `
  .course{display:grid;gap:24px;margin:16px auto 0;grid-template-columns:minmax(0,1fr)}
  @media(min-width:800px){.course{grid-template-columns:minmax(0,2fr) minmax(0,1fr);align-items:start}}
  .course h1{font-size:1.8rem;line-height:1.25;margin:0 0 8px}
  .box{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
  .box+.box{margin-top:16px}
  .box h2{font-size:1.2rem}
  .side{display:flex;flex-direction:column;gap:12px;overflow:hidden;padding:0;order:-1}
  @media(min-width:800px){.side{order:0}}
  .side img,.side .ph{width:100%;aspect-ratio:16/9;object-fit:cover;display:flex}
  .side .in{padding:0 20px 20px;display:flex;flex-direction:column;gap:12px}
  .price{font-size:1.5rem;font-weight:700;color:#0f766e}
  .meta{color:#475569}
  .chapters{list-style:none;margin:0;padding:0}
  .chapters>li{border-top:1px solid #e2e8f0;padding:12px 0}.chapters>li:first-child{border-top:0}
  .chapters h3{font-size:1rem;margin:0 0 6px;display:flex;justify-content:space-between;gap:12px}
  .chapters h3 span{font-weight:400;color:#64748b;white-space:nowrap}
  .chapters ol{margin:0;padding-left:1.4em;color:#334155}
  .benefits{margin:0;padding-left:1.2em}
  .btn{text-align:center}.small{font-size:.9rem;text-align:center}
`;

/** Chapter and lesson titles only: what a lesson holds stays for those enrolled. */
async function curriculum(db: Db, idSite: number, idCourse: number) {
  const chapters = await db
    .selectFrom('courseChapters')
    .select(['id', 'title'])
    .where('idSite', '=', idSite)
    .where('idCourse', '=', idCourse)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const lessons = await db
    .selectFrom('courseLessons')
    .select(['idChapter', 'title'])
    .where('idSite', '=', idSite)
    .where('idCourse', '=', idCourse)
    .where('idChapter', 'is not', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return chapters.map((c) => ({
    title: c.title,
    lessons: lessons.filter((l) => l.idChapter === c.id).map((l) => l.title),
  }));
}

export function registerCoursePage(app: FastifyInstance, services: Services) {
  registerRawRoute(app, coursePage, async (request, reply) => {
    const locale = visitorLocale(request);
    const chosen = chosenLocale(request);
    const id = Number((request.params as { id: string }).id);
    const site = request.site;
    // Another school's course, a private one and one waiting for approval are all simply not found.
    const course = Number.isSafeInteger(id)
      ? await publicCourses(services.db, site.id)
          .leftJoin('users as teacher', 'teacher.id', 'courses.idTeacher')
          .select([
            'courses.id',
            'courses.name',
            'courses.coverUrl',
            'courses.welcome',
            'courses.about',
            'courses.benefits',
            'courses.isPaid',
            'courses.price',
            'teacher.fullName as teacherName',
          ])
          .where('courses.id', '=', id)
          .executeTakeFirst()
      : undefined;
    if (!course) return notFoundPage(reply, locale);
    const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
      translate(locale, key, values);
    const chapters = await curriculum(services.db, site.id, course.id);
    const paid = course.isPaid && course.price > 0;
    // After signing up or in, the learner lands on the course with the purchase or enrolment under way.
    const next = `/my-course/${course.id}?start=${paid ? 'buy' : 'enrol'}`;
    const door = site.learnerRegistration === 'closed' ? '/signIn' : '/signUp';
    const into = (path: string) => e(withLang(`${path}?next=${encodeURIComponent(next)}`, chosen));
    const lessonCount = chapters.reduce((n, c) => n + c.lessons.length, 0);
    const outline = chapters.length
      ? `<ol class="chapters">${chapters
          .map(
            (c) =>
              `<li><h3>${e(c.title)}<span>${e(t('landing.lessonCount', { count: c.lessons.length }))}</span></h3>${
                c.lessons.length ? `<ol>${c.lessons.map((l) => `<li>${e(l)}</li>`).join('')}</ol>` : ''
              }</li>`,
          )
          .join('')}</ol>`
      : `<p class="meta">${e(t('landing.noLessons'))}</p>`;
    const main = `<div class="wrap course">
<div>
<section class="box"><h1>${e(course.name)}</h1>${course.teacherName ? `<p class="meta">${e(t('landing.teacher', { name: course.teacherName }))}</p>` : ''}${course.welcome ? `<p>${e(course.welcome)}</p>` : ''}</section>
${course.about ? `<section class="box"><h2>${e(t('landing.about'))}</h2>${cleanRichText(course.about)}</section>` : ''}
${course.benefits.length ? `<section class="box"><h2>${e(t('landing.benefits'))}</h2><ul class="benefits">${course.benefits.map((b) => `<li>${e(b)}</li>`).join('')}</ul></section>` : ''}
<section class="box"><h2>${e(t('landing.curriculum'))}</h2><p class="meta">${e(t('landing.lessonCount', { count: lessonCount }))}</p>${outline}</section>
</div>
<aside class="box side">${courseImage(course.name, course.coverUrl)}<div class="in"><span class="price">${e(paid ? formatMoney(course.price, locale) : t('landing.free'))}</span><a class="btn" href="${into(door)}">${e(t(paid ? 'landing.buy' : 'learning.enrolFree'))}</a>${door === '/signUp' ? `<a class="small" href="${into('/signIn')}">${e(t('landing.haveAccount'))}</a>` : ''}</div></aside>
</div>`;
    const origin = publicOrigin({ services, request });
    const html = shellHtml(site, {
      locale,
      chosen,
      path: `/courses/${course.id}`,
      title: course.name,
      description: course.welcome,
      url: `${origin}/courses/${course.id}`,
      image: isImageAddress(course.coverUrl)
        ? course.coverUrl.startsWith('/')
          ? `${origin}${course.coverUrl}`
          : course.coverUrl
        : null,
      type: 'website',
      style: COURSE_STYLE,
      main,
    });
    return sendHtml(reply, 200, html, site);
  });
}
