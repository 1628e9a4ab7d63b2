// Prints EXPLAIN (ANALYZE, BUFFERS) of the general report's statements (live and rollup), the detail report's
// page and totals, on the bench's PostgreSQL. Usage: tsx explain.mts <url>

import { fileURLToPath } from 'node:url';
import { translator } from '@saola/core/i18n';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { generalReport } from '../src/modules/reports/general';
import { PrivateCluster } from '../test/postgres/cluster';

const cluster = await PrivateCluster.create(fileURLToPath(new URL('./.data/postgres/', import.meta.url)));
const url = cluster.url('saola_bench_100000_1000_5');
const pool = new pg.Pool({ connectionString: url, max: 4 });
const seen: { sql: string; params: readonly unknown[] }[] = [];
const db = new Kysely<any>({
  dialect: new PostgresDialect({ pool }),
  plugins: [new CamelCasePlugin()],
  log: (e) => {
    if (e.level === 'query') seen.push({ sql: e.query.sql, params: e.query.parameters });
  },
});
const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
const owner = (
  await sql<{ id: number }>`select id from users where username = 'owner' and id_site = 1`.execute(db)
).rows[0]!.id;
const viewer = {
  idSite: 1,
  timeZone: 'Asia/Ho_Chi_Minh',
  idUser: owner,
  personal: false,
  units: null,
  revenue: true,
};
const q = { from: day(90), to: day(0), groupBy: 'day' as const };
for (const source of [process.argv[2] ?? 'live'] as const) {
  seen.length = 0;
  const t0 = Date.now();
  await generalReport(db as any, translator('en'), viewer, q, source as any);
  console.log(`\n===== general report (${source}): ${Date.now() - t0} ms for the report`);
  for (const s of [...seen]) {
    const plan = await pool.query(`explain (analyze, buffers) ${s.sql}`, s.params as unknown[]);
    console.log('\n--- ' + s.sql.replace(/\s+/g, ' ').slice(0, 160));
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}
const raw: [string, string][] = [
  [
    'detail report, rows counted (before)',
    `select count(*) from course_enrolments e join users learner on learner.id = e.id_user and learner.id_site = e.id_site
     join courses course on course.id = e.id_course and course.id_site = e.id_site
     where e.id_site = 1 and learner.id_site = 1 and learner.id_type = 4 and e.enrolled_at is not null`,
  ],
  [
    'detail report, total from the rollup (after)',
    'select coalesce(sum(r.enrolled), 0)::int from report_courses r where r.id_site = 1',
  ],
  [
    'detail report, page 1 order',
    `select e.id from course_enrolments e join users learner on learner.id = e.id_user and learner.id_site = e.id_site
     join courses course on course.id = e.id_course and course.id_site = e.id_site
     where e.id_site = 1 and learner.id_site = 1 and learner.id_type = 4 and e.enrolled_at is not null
     order by e.enrolled_at desc, e.id desc limit 20`,
  ],
  [
    'detail report, page 1,000 order',
    `select e.id from course_enrolments e join users learner on learner.id = e.id_user and learner.id_site = e.id_site
     join courses course on course.id = e.id_course and course.id_site = e.id_site
     where e.id_site = 1 and learner.id_site = 1 and learner.id_type = 4 and e.enrolled_at is not null
     order by e.enrolled_at desc, e.id desc limit 20 offset 19980`,
  ],
  [
    'progress list, rows counted (before)',
    'select count(*)::int from course_enrolments e where e.id_site = 1',
  ],
  [
    'progress list, total from the counts (after)',
    'select coalesce(sum(n.enrolments), 0)::int from course_enrolment_counts n where n.id_site = 1',
  ],
];
if (process.argv[2] === 'rollup')
  for (const [name, text] of raw) {
    const plan = await pool.query(`explain (analyze, buffers) ${text}`);
    console.log(`\n===== ${name}`);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
await db.destroy();
await cluster.stop();
