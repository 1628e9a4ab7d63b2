import { sql } from 'kysely';
import type { Db } from '../src/db/connect';
import { hashToken, newToken } from '../src/security/tokens';

export interface Scale {
  students: number;
  courses: number;
  /** Enrolments per student: 5 × 100,000 students is the 500,000. */
  perStudent: number;
}

/** The bench's students and courses, added once: a database that already has them (a second run) is reused. */
export async function ensureBenchData(db: Db, scale: Scale): Promise<'reused' | 'seeded'> {
  const { students } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('students'))
    .where('username', 'like', 'bench%')
    .executeTakeFirstOrThrow();
  if (students > 0 && students !== scale.students)
    throw new Error(`the bench database has ${students} students, not ${scale.students}`);
  if (students === 0) {
    await seedStudents(db, scale.students);
    await seedLearning(db, scale.courses, scale.perStudent);
  }
  await spreadCourses(db);
  // A bench database from before the sales lists has its students but no orders: they are added once.
  const { orders } = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)::int`.as('orders'))
    .where('code', 'like', 'BENCH%')
    .executeTakeFirstOrThrow();
  if (orders === 0) await seedSales(db);
  const { posts } = await db
    .selectFrom('posts')
    .select(sql<number>`count(*)::int`.as('posts'))
    .where('slug', 'like', 'bench-%')
    .executeTakeFirstOrThrow();
  if (posts === 0) await seedPosts(db);
  const { certificates } = await db
    .selectFrom('certificates')
    .select(sql<number>`count(*)::int`.as('certificates'))
    .where('awardKey', 'like', 'bench:%')
    .executeTakeFirstOrThrow();
  if (certificates === 0) await seedCertificates(db);
  // Databases from before live teaching and exams have neither: they are added once, as the rest was.
  const { live } = await db
    .selectFrom('liveClasses')
    .select(sql<number>`count(*)::int`.as('live'))
    .where('name', 'like', 'Lớp trực tuyến %')
    .executeTakeFirstOrThrow();
  if (live === 0) {
    const started = Date.now();
    // In one transaction: a seed stopped halfway would otherwise leave groups that the next run adds again.
    await db.transaction().execute((tx) => seedLiveTeaching(tx));
    console.error(
      `  live classes, sessions and attendance added in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // As a school's database is between its busy hours: PostgreSQL's autovacuum, Saola's own for PGlite.
  await sql`vacuum (analyze)`.execute(db);
  return students === 0 ? 'seeded' : 'reused';
}

const BENCH_AGENT = 'saola-bench';

/**
 * The sessions `openSessions` opened in earlier runs: kept (a day each), they fill the bench learner's five
 * devices within a few runs and her next sign-in is refused.
 */
export const forgetBenchSessions = (db: Db) =>
  db.deleteFrom('sessions').where('userAgent', '=', BENCH_AGENT).execute();

/** Bearer tokens for many accounts at once, as sign-ins would make them (without hashing passwords). */
export async function openSessions(db: Db, idUsers: number[], now = new Date()): Promise<string[]> {
  const tokens = idUsers.map(() => newToken());
  await db
    .insertInto('sessions')
    .values(
      idUsers.map((idUser, i) => ({
        idSite: 1,
        idUser,
        tokenHash: hashToken(tokens[i] as string),
        notificationTokenHash: hashToken(newToken()),
        deviceId: `bench-${idUser}-${now.getTime()}`,
        ip: '127.0.0.1',
        userAgent: BENCH_AGENT,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      })),
    )
    .execute();
  return tokens;
}

/** Adds `count` students to site 1 in set-based statements (not row by row), sharing one password hash. */
async function seedStudents(db: Db, count: number): Promise<void> {
  const { passwordHash } = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('username', '=', 'student')
    .executeTakeFirstOrThrow();
  await sql`
    insert into users (id_site, username, password_hash, full_name, email, phone, id_type, locale)
    select 1, 'bench' || n, ${passwordHash},
      (array['Nguyễn','Trần','Lê','Phạm','ສົມ','Hoàng'])[1 + n % 6] || ' Văn ' || n,
      'bench' || n || '@saola.edu.vn', '09' || lpad(n::text, 8, '0'), 4, 'vi'
    from generate_series(1, ${count}) as n`.execute(db);
}

const TEACHERS = 50;
const DEMO_TEACHES = 20;

/**
 * A school of 1,000 courses has many teachers: the demo teacher (whom the bench signs in with a personal data
 * scope) teaches 20 of them, so her learners are a realistic tenth of the school; 49 more teachers teach the
 * rest. A bench database from before had her teach every course (her "personal" scope was then the whole
 * school, whose cost the bench still shows through the school-wide lists).
 */
async function spreadCourses(db: Db): Promise<void> {
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'teacher')
    .where('idSite', '=', 1)
    .executeTakeFirstOrThrow();
  const { taught } = await db
    .selectFrom('courses')
    .select(sql<number>`count(*)::int`.as('taught'))
    .where('idTeacher', '=', demo.id)
    .where('name', 'like', 'Khóa học %')
    .executeTakeFirstOrThrow();
  if (taught <= DEMO_TEACHES) return;
  await sql`
    insert into users (id_site, username, password_hash, full_name, id_type, locale)
    select 1, 'teacher.bench' || n, u.password_hash, 'Giáo viên ' || n, 3, 'vi'
    from generate_series(1, ${TEACHERS - 1}) as n, users u where u.id = ${demo.id}`.execute(db);
  await sql`
    with numbered as (
      select id, row_number() over (order by id) as r from courses where id_site = 1 and name like 'Khóa học %')
    update courses c set id_teacher = case when n.r <= ${DEMO_TEACHES} then ${demo.id} else
      (select u.id from users u where u.id_site = 1 and u.username = 'teacher.bench' || (1 + n.r % ${TEACHERS - 1})) end
    from numbered n where c.id = n.id`.execute(db);
}

/**
 * Adds `courses` courses of 10 text lessons (one chapter each) taught by the demo teacher (spread among
 * teachers by `spreadCourses`), enrols every
 * bench student in `perStudent` of them and marks their first lessons done: all set-based.
 */
async function seedLearning(db: Db, courses: number, perStudent: number): Promise<void> {
  await sql`
    insert into courses (id_site, name, id_teacher, visibility, approval)
    select 1, 'Khóa học ' || n, (select id from users where username = 'teacher' and id_site = 1), 'public', 'approved'
    from generate_series(1, ${courses}) as n`.execute(db);
  await sql`
    insert into course_chapters (id_site, id_course, title, position)
    select 1, c.id, 'Chương 1', 0 from courses c where c.id_site = 1 and c.name like 'Khóa học %'`.execute(
    db,
  );
  await sql`
    insert into course_lessons (id_site, id_course, id_chapter, title, kind, position, content)
    select 1, ch.id_course, ch.id, 'Bài ' || n, 'text', n, '<p>Nội dung</p>'
    from course_chapters ch cross join generate_series(1, 10) as n
    where ch.id_site = 1 and ch.title = 'Chương 1'`.execute(db);
  await sql`
    insert into course_enrolments (id_site, id_course, id_user, enrolled_at, last_activity_at, progress)
    select 1, c.id, u.id, now(), now() - (u.id % 30) * interval '1 day', (u.id % 4) * 10
    from users u
    cross join generate_series(0, ${perStudent - 1}) as k
    join courses c on c.id = (select min(id) from courses where name like 'Khóa học %') + (u.id * 7 + k * 131) % ${courses}
    where u.username like 'bench%'
    on conflict do nothing`.execute(db);
  await sql`
    insert into lesson_progress (id_site, id_lesson, id_user, id_course, completed_at, clock_at)
    select 1, l.id, e.id_user, e.id_course, now(), now()
    from course_enrolments e
    join course_lessons l on l.id_course = e.id_course and l.position <= e.progress / 10
    where e.progress > 0`.execute(db);
}

/**
 * One order per bench student for one of her courses, in every state and by every payment type, and a batch
 * of activation codes as large as the students: the sales lists at a busy school's size.
 */
async function seedSales(db: Db): Promise<void> {
  await sql`
    insert into orders (id_site, code, id_user, customer_name, email, phone, payment_type, status, origin_price,
      purchase_price, paid_at, created_at)
    select 1, 'BENCH' || lpad(u.id::text, 8, '0'), u.id, u.full_name, u.email, u.phone,
      (array['cash','transfer','vnpay'])[1 + u.id % 3], (array['pending','paid','paid','cancelled','refunded'])[1 + u.id % 5],
      500000, 500000, case when u.id % 5 in (1, 2, 4) then now() - (u.id % 90) * interval '1 day' end,
      now() - (u.id % 90) * interval '1 day'
    from users u where u.username like 'bench%'`.execute(db);
  await sql`
    insert into order_items (id_site, id_order, id_course, name, price)
    select 1, o.id, e.id_course, 'Khóa học', 500000
    from orders o join lateral (select id_course from course_enrolments e where e.id_user = o.id_user limit 1) e on true
    where o.code like 'BENCH%'`.execute(db);
  const batch = await sql<{ id: number }>`
    insert into active_code_batches (id_site, name, length, uses_per_code)
    values (1, 'Bench', 10, 1) returning id`.execute(db);
  await sql`
    insert into active_codes (id_site, id_batch, code)
    select 1, ${batch.rows[0]?.id}, 'BENCH' || lpad(n::text, 10, '0')
    from generate_series(1, (select count(*) from users where username like 'bench%')) as n`.execute(db);
}

/** 20,000 posts, four in five published over two years, and a library file for every hundred students. */
async function seedPosts(db: Db): Promise<void> {
  await sql`
    insert into posts (id_site, title, slug, description, body, locale, status, published_at, created_at, updated_at)
    select 1, 'Bản tin số ' || n, 'bench-' || n, 'Tin tức của trường, số ' || n,
      '<p>Nội dung bản tin số ' || n || '.</p>', (array['vi','en','lo'])[1 + n % 3],
      case when n % 5 = 0 then 'draft' else 'published' end,
      case when n % 5 = 0 then null else now() - (n % 730) * interval '1 day' end,
      now() - (n % 730) * interval '1 day', now()
    from generate_series(1, 20000) as n`.execute(db);
}

/** A certificate for each bench student (100,000 with the default scale), codes random and unique. */
async function seedCertificates(db: Db): Promise<void> {
  await sql`
    insert into certificates (id_site, id_user, award_key, code, learner_name, course_name, issued_at)
    select u.id_site, u.id, 'bench:' || u.id, upper(substr(md5(random()::text || u.id), 1, 16)), u.full_name,
      'Khóa học ' || (u.id % 50), now() - (u.id % 730) * interval '1 day'
    from users u where u.username like 'bench%'`.execute(db);
}

/** Learners per bench class (student group): a class's size at a school. */
const GROUP_SIZE = 40;
const LIVE_CLASSES = 2_000;
/** Weeks of a term; each class meets twice a week, so about 30 sessions. */
const TERM_WEEKS = 15;

/**
 * Student groups of 40 bench learners, 2,000 live classes over a term that started 10 weeks ago (half for a
 * group, half for 30 chosen learners; one in ten taught by the demo teacher, the rest by the 49 bench
 * teachers), their sessions twice a week laid as the live module lays them (local dates and times in the
 * school's time zone, stored in UTC), attendance for two learners in three at the past sessions of every other
 * class (some late), and an exam per group over the same term: all set-based.
 */
async function seedLiveTeaching(db: Db): Promise<void> {
  await sql`
    insert into user_groups (id_site, name)
    select 1, 'Lớp bench ' || n
    from generate_series(1, greatest(1, (select count(*) from users where username like 'bench%') / ${GROUP_SIZE})) as n`.execute(
    db,
  );
  await sql`
    with groups as (select id, row_number() over (order by id) - 1 as r from user_groups
        where id_site = 1 and name like 'Lớp bench %'),
      learners as (select id, row_number() over (order by id) as r from users
        where id_site = 1 and username like 'bench%')
    insert into user_group_members (id_site, id_group, id_user)
    select 1, g.id, l.id from learners l join groups g on g.r = l.r % (select count(*) from groups)`.execute(
    db,
  );
  await sql`
    with teachers as (select id, row_number() over (order by id) - 1 as r from users
        where id_site = 1 and username like 'teacher.bench%'),
      groups as (select id, row_number() over (order by id) - 1 as r from user_groups
        where id_site = 1 and name like 'Lớp bench %'),
      term as (select date_trunc('week', now() - interval '10 weeks')::date as first)
    insert into live_classes (id_site, kind, name, id_group, id_teacher, start_date, end_date, start_time, end_time,
      weekdays, created_by, created_at)
    select 1, 'class', 'Lớp trực tuyến ' || n,
      case when n % 2 = 1 then (select id from groups where r = (n / 2) % (select count(*) from groups)) end,
      coalesce(case when n % 10 <> 0 then (select id from teachers where r = n % (select count(*) from teachers)) end,
        (select id from users where username = 'teacher' and id_site = 1)),
      to_char(term.first, 'YYYY-MM-DD'), to_char(term.first + ${TERM_WEEKS * 7 - 1}::int, 'YYYY-MM-DD'),
      lpad((7 + n % 13)::text, 2, '0') || ':00', lpad((8 + n % 13)::text, 2, '0') || ':30',
      array[(array[1,2,3,1,2,6])[1 + n % 6], (array[3,4,5,4,5,7])[1 + n % 6]],
      (select id from users where username = 'owner' and id_site = 1), now() - (${LIVE_CLASSES}::int - n) * interval '1 minute'
    from generate_series(1, ${LIVE_CLASSES}) as n, term`.execute(db);
  await sql`
    with classes as (select id, row_number() over (order by id) - 1 as r from live_classes
        where id_site = 1 and name like 'Lớp trực tuyến %' and id_group is null),
      learners as (select id, row_number() over (order by id) - 1 as r from users
        where id_site = 1 and username like 'bench%')
    insert into live_class_members (id_site, id_class, id_user)
    select 1, c.id, l.id from classes c cross join generate_series(0, 29) as j
    join learners l on l.r = (c.r * 30 + j) % (select count(*) from learners)
    on conflict do nothing`.execute(db);
  await sql`
    insert into live_sessions (id_site, id_class, starts_at, ends_at, room_name)
    select 1, c.id, (d::date + c.start_time::time) at time zone s.time_zone,
      (d::date + c.end_time::time) at time zone s.time_zone, 'saola-1-bench-' || c.id || '-' || to_char(d, 'YYYYMMDD')
    from live_classes c join sites s on s.id = c.id_site
    cross join generate_series(c.start_date::date, c.end_date::date, interval '1 day') as d
    where c.id_site = 1 and c.name like 'Lớp trực tuyến %' and extract(isodow from d)::int = any (c.weekdays)`.execute(
    db,
  );
  await sql`
    insert into live_attendance (id_site, id_session, id_user, first_joined_at, last_left_at, source)
    select 1, s.id, l.id_user, s.starts_at + ((s.id + l.id_user) % 25) * interval '1 minute', s.ends_at, 'video'
    from live_sessions s join live_classes c on c.id = s.id_class
    join (select id_class, id_user from live_class_members
      union all select c2.id, m.id_user from live_classes c2 join user_group_members m on m.id_group = c2.id_group) l
      on l.id_class = c.id
    where c.name like 'Lớp trực tuyến %' and c.id % 4 in (0, 1) and s.ends_at < now() and (s.id + l.id_user) % 3 <> 0`.execute(
    db,
  );
  await sql`
    insert into exams (id_site, name, id_group, opens_at, closes_at, duration_minutes, id_creator)
    select 1, 'Kiểm tra ' || g.name, g.id, now() + ((g.id % 15) - 10) * interval '1 week',
      now() + ((g.id % 15) - 10) * interval '1 week' + interval '3 days', 45,
      (select id from users where username = 'owner' and id_site = 1)
    from user_groups g where g.id_site = 1 and g.name like 'Lớp bench %'`.execute(db);
}
