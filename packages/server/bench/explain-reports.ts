/**
 * `tsx --conditions=@saola/source bench/explain-reports.ts <pglite|postgres> <rollup|live>`: the plans
 * (EXPLAIN ANALYZE, BUFFERS) and times of the general report's statements, read from the rollups or live, and
 * of the detail report's and the progress list's page and totals, on the bench's data (run `pnpm bench` once
 * first; not while it runs). What explains a report line's figure in `pnpm bench`.
 */
import { translator } from '@saola/core/i18n';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { migrate } from '../src/db/migrations';
import { pageOf } from '../src/http/resource';
import { DETAIL_SEARCH, DETAIL_SORTS, detailQuery, detailTotal } from '../src/modules/reports/detail';
import { type FiguresSource, generalReport } from '../src/modules/reports/general';
import { loggedBenchDatabase } from './logged-database';

const [database = 'postgres', source = 'rollup'] = process.argv.slice(2);
const seen: CompiledQuery[] = [];
const { db, stop } = await loggedBenchDatabase(database, (query) => seen.push(query));
await migrate(db as Kysely<unknown>);

async function explain(name: string, query: CompiledQuery) {
  const started = Date.now();
  const plan = await db.withoutPlugins().executeQuery<{ 'QUERY PLAN': string }>({
    ...query,
    sql: `explain (analyze, buffers) ${query.sql}`,
  });
  console.log(
    `\n===== ${name} (${Date.now() - started} ms with the explain)\n${query.sql.replace(/\s+/g, ' ')}`,
  );
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}

const day = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const owner = await db
  .selectFrom('users')
  .select('id')
  .where('username', '=', 'owner')
  .where('idSite', '=', 1)
  .executeTakeFirstOrThrow();
const site = await db.selectFrom('sites').select('timeZone').where('id', '=', 1).executeTakeFirstOrThrow();
const viewer = {
  idSite: 1,
  timeZone: site.timeZone,
  idUser: owner.id,
  personal: false,
  units: null,
  revenue: true,
};
seen.length = 0;
const started = Date.now();
await generalReport(
  db,
  translator('en'),
  viewer,
  { from: day(90), to: day(0), groupBy: 'day' },
  source as FiguresSource,
);
console.log(`general report, 90 days by day (${source}): ${Date.now() - started} ms`);
for (const [i, query] of [...seen].entries()) await explain(`general report statement ${i + 1}`, query);

const detail = sql`from course_enrolments e
  join users learner on learner.id = e.id_user and learner.id_site = e.id_site
  join courses course on course.id = e.id_course and course.id_site = e.id_site
  where e.id_site = 1 and learner.id_site = 1 and learner.id_type = 4 and e.enrolled_at is not null`;
const lines: [string, ReturnType<typeof sql>][] = [
  ['detail report, rows counted', sql`select count(*) ${detail}`],
  [
    'detail report, total from the rollup',
    sql`select sum(r.enrolled) from report_courses r where r.id_site = 1`,
  ],
  ['detail report, page 1', sql`select e.id ${detail} order by e.enrolled_at desc, e.id desc limit 20`],
  [
    'detail report, page 1,000',
    sql`select e.id ${detail} order by e.enrolled_at desc, e.id desc limit 20 offset 19980`,
  ],
  ['progress list, rows counted', sql`select count(*) from course_enrolments e where e.id_site = 1`],
  [
    'progress list, total from the counts',
    sql`select sum(n.enrolments) from course_enrolment_counts n where n.id_site = 1`,
  ],
];
for (const [name, query] of lines) await explain(name, query.compile(db));

// The detail report's page 1 as its route asks it.
for (const page of [1, 1000]) {
  seen.length = 0;
  const asked = { take: 20, page };
  const began = Date.now();
  await pageOf(await detailQuery(db, translator('en'), viewer, {}), asked, {
    sorts: DETAIL_SORTS,
    fallback: DETAIL_SORTS.enrolledAt,
    fallbackDirection: 'desc',
    tieBreak: 'e.id',
    search: DETAIL_SEARCH,
    total: () => detailTotal(db, viewer, {}),
  });
  console.log(`\ndetail report, page ${page}: ${Date.now() - began} ms`);
  for (const [i, query] of [...seen].entries())
    await explain(`detail report page ${page}, statement ${i + 1}`, query);
}
await stop();
